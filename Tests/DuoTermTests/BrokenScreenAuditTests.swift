import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// `duoterm audit --screen` over the example screens and a deliberately broken copy
/// of each (`Tests/Fixtures/screens/broken/`): each example audits clean, each copy
/// gives exactly the findings its breakage should (rule, node, pose), SARIF puts
/// each on the line of the file that declares the node, and the exit status is 0
/// clean, 1 with findings, 2 for a file that cannot be read.
@Suite struct BrokenScreenAuditTests {
  static let root = Repository.root

  static func example(_ name: String) -> String { "\(root)/Examples/screens/\(name)" }
  static func broken(_ name: String) -> String {
    "\(root)/Tests/Fixtures/screens/broken/\(name)"
  }

  /// What each broken copy gets wrong, as the audit names it.
  struct Breakage: Sendable, CustomStringConvertible {
    var file: String
    var rules: Set<AuditRule>
    var node: String
    var poses: Set<Pose>
    var description: String { file }
  }

  /// The one pose whose active fold runs down the middle, where a centred button
  /// sits (in tabletop the active fold runs across, above the bottom's buttons).
  static let activeFoldDownTheMiddle: Set<Pose> = [.book]
  /// The poses on the closed display alone: a one-pane list-detail shows only its list.
  static let closedDisplay: Set<Pose> = [.closed, .closedLandscape]

  static let breakages = [
    // A centred button with displacement off stays on the fold once it is active.
    Breakage(
      file: "photo-editor.json", rules: [.controlInActiveRegion],
      node: "buttons.shutter", poses: activeFoldDownTheMiddle),
    Breakage(
      file: "music-player.json", rules: [.controlInActiveRegion],
      node: "buttons.play", poses: activeFoldDownTheMiddle),
    // A toolbar item without a title, in every pose (an empty one, a blank one).
    Breakage(
      file: "recipes.json", rules: [.barItemWithoutSymbolOrTitle], node: "toolbar.timer",
      poses: Set(Pose.allCases)),
    Breakage(
      file: "kanban.json", rules: [.barItemWithoutSymbolOrTitle], node: "toolbar.filter",
      poses: Set(Pose.allCases)),
    // Send, on the detail, does not say where it went: lost where only the list shows.
    Breakage(
      file: "chat.json", rules: [.controlLost], node: "buttons.send", poses: closedDisplay),
  ]

  static func report(_ path: String) throws -> AuditReport {
    try AuditCommand.report(ParsedArguments(["--screen", path], for: AuditCommand.spec))
  }

  /// The 1-based line of `text` that declares the node `id` (`"id": "send"`).
  static func line(declaring id: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("\"id\": \"\(id)\"") }.map { $0 + 1 }
  }

  @Test(arguments: breakages.map(\.file))
  func theExampleAuditsClean(file: String) throws {
    let report = try Self.report(Self.example(file))
    let found = report.cases.flatMap { c in c.findings.map { "\(c.unit.key) \($0.nodeID)" } }
    #expect(found.isEmpty, "\(file)")
    #expect(report.cases.count == 3 * Pose.allCases.count * 2, "3 screens × 6 poses × 2 sizes")
  }

  @Test(arguments: breakages)
  func theBrokenCopyHasExactlyItsFindings(breakage: Breakage) throws {
    let path = Self.broken(breakage.file)
    let report = try Self.report(path)
    var found: Set<String> = []
    for auditCase in report.cases {
      for finding in auditCase.findings {
        found.insert("\(finding.rule.rawValue) \(finding.nodeID) \(auditCase.unit.pose.argument)")
      }
    }
    var expected: Set<String> = []
    for rule in breakage.rules {
      for pose in breakage.poses {
        expected.insert("\(rule.rawValue) \(breakage.node) \(pose.argument)")
      }
    }
    #expect(
      found == expected,
      "\(breakage.file): unexpected \(found.subtracting(expected).sorted()), missing \(expected.subtracting(found).sorted())"
    )
  }

  @Test(arguments: breakages)
  func sarifPutsEachFindingOnTheLineThatDeclaresItsNode(breakage: Breakage) throws {
    let path = Self.broken(breakage.file)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let id = String(breakage.node.split(separator: ".").last!)
    let line = try #require(Self.line(declaring: id, in: text), "\(id) is declared in \(path)")
    let sarif = try JSONReader.parse(Self.report(path).written(as: .sarif, explain: false))
    let results = try #require(sarif["runs"]?[0]?["results"]?.array)
    #expect(!results.isEmpty)
    for result in results {
      let message = result["message"]?["text"]?.string ?? ""
      #expect(message.hasPrefix("\(breakage.node): "), "\(message)")
      let location = result["locations"]?[0]?["physicalLocation"]
      #expect(
        location?["artifactLocation"]?["uri"]?.string
          == AuditReport.uri(AuditCommand.relativePath(path)))
      #expect(location?["region"]?["startLine"]?.number == JSONNumber(line), "\(message)")
    }
  }

  /// `control-lost` compares every pose of the device even when `--pose` names
  /// one: Send, shown open, is lost closed, and the audit of the closed pose alone
  /// says so (it used to compare only the poses asked for, and found nothing).
  @Test func aControlLostIsFoundWhenOnlyThePoseItIsLostInIsAsked() throws {
    let args = ["--screen", Self.broken("chat.json"), "--pose", "closed", "--size", "80x24"]
    let report = try AuditCommand.report(ParsedArguments(args, for: AuditCommand.spec))
    let found = report.cases.flatMap { auditCase in
      auditCase.findings.map {
        "\($0.rule.rawValue) \($0.nodeID) \(auditCase.unit.pose.argument) \($0.detail)"
      }
    }
    #expect(
      found == [
        "control-lost buttons.send closed shown in open but not here, and no shown switch reaches it"
      ],
      "\(found)")
    #expect(report.cases.count == 3, "only the pose asked for is reported: 3 screens")
    let clean = ["--screen", Self.example("chat.json"), "--pose", "closed", "--size", "80x24"]
    #expect(
      try AuditCommand.report(ParsedArguments(clean, for: AuditCommand.spec)).findingCount == 0)
  }

  @Test func exitStatusIsZeroCleanOneWithFindingsTwoForAFileItCannotRead() throws {
    let one = ["--pose", "book", "--size", "80x24"]
    #expect(
      CommandLineTool.run(["audit", "--screen", Self.example("photo-editor.json")] + one) == 0)
    #expect(
      CommandLineTool.run(["audit", "--screen", Self.broken("photo-editor.json")] + one) == 1)
    // The example with its first comma between members taken out: a syntax error.
    var text = try String(contentsOfFile: Self.example("photo-editor.json"), encoding: .utf8)
    let comma = try #require(text.range(of: "\",\n"))
    text.replaceSubrange(comma, with: "\"\n")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("duoterm-broken-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("photo-editor.json").path
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    #expect(throws: UsageError.self) { try Self.report(file) }
    #expect(CommandLineTool.run(["audit", "--screen", file] + one) == 2)
  }
}
