import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// A screen file's own `"audit"` block: rule levels in the shape of
/// `duoterm-audit.json`'s (rules, then node ID globs), for that file's findings
/// alone, winning over the team's config where it sets a level. The broken recipes
/// have one finding kind: a toolbar item with no title
/// (`bar-item-without-symbol-or-title` on `toolbar.timer`).
@Suite struct ScreenAuditBlockTests {
  static let one = ["--pose", "book", "--size", "200x50"]
  static let rule = "bar-item-without-symbol-or-title"

  /// The broken recipes with `block` as their `"audit"`, in a folder of their own.
  static func recipes(audit block: String, in folder: TemporaryFolder) throws -> String {
    try AuditAdoptionTests.copy(in: folder) { text in
      text.replacingOccurrences(
        of: "{\n", with: "{\n  \"audit\": \(block),\n", range: text.range(of: "{\n"))
    }
  }

  static func config(_ text: String, in folder: TemporaryFolder) throws -> String {
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let path = folder.path + "/levels.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aRuleSetToWarningInTheFilePasses() throws {
    let folder = TemporaryFolder("duoterm-screen-audit")
    let path = try Self.recipes(audit: #"{"rules": {"\#(Self.rule)": "warning"}}"#, in: folder)
    let report = try AuditAdoptionTests.report(["--screen", path] + Self.one)
    #expect(report.findingCount > 0)
    #expect(report.failingCount == 0)
    #expect(report.text(explain: false).contains("toolbar.timer \(Self.rule) (warning)"))
    #expect(CommandLineTool.run(["audit", "--screen", path] + Self.one) == 0)
  }

  @Test func aNodeGlobInTheFileTurnsItOff() throws {
    let folder = TemporaryFolder("duoterm-screen-audit")
    let path = try Self.recipes(
      audit: #"{"nodes": [{"match": "toolbar.t*", "rules": {"\#(Self.rule)": "off"}}]}"#, in: folder
    )
    #expect(try AuditAdoptionTests.report(["--screen", path] + Self.one).findingCount == 0)
  }

  /// The team's config turns the rule to a warning; the file says error for it: the
  /// file wins. A block about another rule leaves the config's level standing.
  @Test func theFileWinsWhereItSaysSomethingAndOnlyThere() throws {
    let folder = TemporaryFolder("duoterm-screen-audit")
    let config = try Self.config(
      #"{"version": 1, "rules": {"\#(Self.rule)": "warning"}}"#, in: folder)
    let strict = try Self.recipes(audit: #"{"rules": {"\#(Self.rule)": "error"}}"#, in: folder)
    #expect(
      try AuditAdoptionTests.report(["--screen", strict, "--config", config] + Self.one)
        .failingCount > 0)
    let other = try Self.recipes(audit: #"{"rules": {"bars-overlap": "off"}}"#, in: folder)
    let report = try AuditAdoptionTests.report(["--screen", other, "--config", config] + Self.one)
    #expect(report.findingCount > 0)
    #expect(report.failingCount == 0)
  }

  /// Only the file's own findings: a pattern checked beside it keeps its levels.
  @Test func theBlockLeavesOtherSubjectsAlone() throws {
    let folder = TemporaryFolder("duoterm-screen-audit")
    let path = try Self.recipes(audit: #"{"rules": {"\#(Self.rule)": "off"}}"#, in: folder)
    let report = try AuditAdoptionTests.report(
      ["--screen", path, "--screen", BrokenScreenAuditTests.broken("recipes.json")] + Self.one)
    #expect(!report.occurrences.contains { $0.unit.subject == path })
    #expect(report.failingCount > 0, "the other copy still fails")
  }

  @Test(arguments: [
    (#"{"rules": {"no-such-rule": "off"}}"#, "no audit rule \"no-such-rule\""),
    (#"{"rules": {"bars-overlap": "loud"}}"#, "write one of error, warning, note, off"),
    (#"{"version": 1}"#, "the keys are rules and nodes"),
    (#"[]"#, "\"audit\" is not an object"),
  ])
  func aBadBlockNamesTheFileAndLine(block: String, expected: String) throws {
    let folder = TemporaryFolder("duoterm-screen-audit")
    let path = try Self.recipes(audit: block, in: folder)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    do {
      _ = try ScreenFile.read(text, file: "recipes.json")
      Issue.record("read \(block)")
    } catch {
      #expect(error.description.hasPrefix("recipes.json:2:"), "\(error)")
      #expect(error.description.contains(expected), "\(error)")
    }
  }
}
