import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// `image-without-alt`: a row's avatar whose alt text is blank is a warning (the
/// audit still passes), written in text, JSON and SARIF as every other rule's
/// findings are; the same file with its alt written has none.
@Suite struct ImageAltAuditTests {
  static let one = ["--pose", "open", "--size", "200x50"]

  /// A one-screen app whose row's avatar has `alt` as its alt text.
  static func contacts(alt: String, in folder: TemporaryFolder) throws -> String {
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let path = folder.path + "/contacts.json"
    let row =
      #"{"kind": "row", "id": "ada", "title": "Ada Lovelace", "avatar": {"initials": "AL", "alt": "\#(alt)"}}"#
    try
      #"{"title": "Contacts", "root": "stack", "start": "people", "screens": [{"id": "people", "title": "People", "content": [\#(row)]}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: ["", "  "])
  func anAvatarWithNoAltIsAWarningInEveryFormat(alt: String) throws {
    let folder = TemporaryFolder("duoterm-image-alt")
    let path = try Self.contacts(alt: alt, in: folder)
    let report = try AuditAdoptionTests.report(["--screen", path] + Self.one)
    let found = report.cases.flatMap(\.findings)
    #expect(found.map(\.rule) == [.imageWithoutAlt], "\(found)")
    let node = try #require(found.first?.nodeID)
    #expect(report.failingCount == 0, "a warning fails no build")
    #expect(report.text(explain: false).contains("\(node) image-without-alt (warning)"))
    #expect(CommandLineTool.run(["audit", "--screen", path] + Self.one) == 0)

    let json = try JSONReader.parse(report.json)
    let rule = json["rules"]?.array?.first { $0["id"]?.string == "image-without-alt" }
    #expect(rule?["level"]?.string == "warning")
    let finding = json["cases"]?.array?.compactMap { $0["findings"]?.array?.first }.first
    #expect(finding?["rule"]?.string == "image-without-alt")
    #expect(finding?["node"]?.string == node)

    let sarif = try JSONReader.parse(report.sarif)
    #expect(SARIFCheck.problems(sarif).isEmpty)
    let result = sarif["runs"]?[0]?["results"]?[0]
    #expect(result?["ruleId"]?.string == "image-without-alt")
    #expect(result?["level"]?.string == "warning")
  }

  @Test func anAvatarWithAltHasNoFinding() throws {
    let folder = TemporaryFolder("duoterm-image-alt")
    let path = try Self.contacts(alt: "Ada Lovelace's photo", in: folder)
    #expect(try AuditAdoptionTests.report(["--screen", path] + Self.one).findingCount == 0)
  }

  @Test func theRuleExplainsItselfFromApplesAccessibilityGuidance() throws {
    let rule = try #require(AuditRule.named("image-without-alt"))
    #expect(rule.defaultLevel == .warning)
    #expect(rule.basis.contains("Accessibility"))
    #expect(rule.helpURI.hasSuffix("/accessibility"))
  }
}
