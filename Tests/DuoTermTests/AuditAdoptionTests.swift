import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// An audit a team can adopt on an existing project: rule levels from a config,
/// a baseline that fails only on new findings, fingerprints that survive edits
/// elsewhere in a file, SARIF that validates against the OASIS schema, and
/// nothing a screen file chose reaching a log as a line of its own.
@Suite struct AuditAdoptionTests {
  static let root = BrokenScreenAuditTests.root
  static let recipes = BrokenScreenAuditTests.broken("recipes.json")
  static let one = ["--pose", "book", "--size", "200x50"]

  static func report(_ words: [String]) throws -> AuditReport {
    let args = try ParsedArguments(words, for: AuditCommand.spec)
    var report = try AuditCommand.report(args)
    report.config = try AuditCommand.config(args)
    return report
  }

  /// A copy of the broken recipes in a folder of its own, edited by `edit`.
  static func copy(in folder: TemporaryFolder, _ edit: (String) -> String = { $0 }) throws
    -> String
  {
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let path = folder.path + "/recipes.json"
    try edit(String(contentsOfFile: recipes, encoding: .utf8))
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aRuleSetToWarningIsReportedAndPasses() throws {
    let folder = TemporaryFolder("duoterm-audit-config")
    let path = try Self.copy(in: folder)
    let config = folder.path + "/levels.json"
    try #"{"version": 1, "rules": {"bar-item-without-symbol-or-title": "warning"}}"#
      .write(toFile: config, atomically: true, encoding: .utf8)
    let report = try Self.report(["--screen", path, "--config", config] + Self.one)
    #expect(report.findingCount > 0)
    #expect(report.failingCount == 0)
    #expect(
      report.text(explain: false).contains(
        "toolbar.timer bar-item-without-symbol-or-title (warning)"))
    let xml = try JUnitDocument(report.junit)
    #expect(xml.elements("failure").isEmpty, "a warning is no failure")
    #expect(xml.text.contains("warning: "))
    #expect(xml.text.contains("toolbar.timer bar-item-without-symbol-or-title"))
    let sarif = try JSONReader.parse(report.sarif)
    #expect(sarif["runs"]?[0]?["results"]?[0]?["level"]?.string == "warning")
    #expect(
      CommandLineTool.run(["audit", "--screen", path, "--config", config] + Self.one) == 0)
    #expect(CommandLineTool.run(["audit", "--screen", path] + Self.one) == 1)
  }

  @Test func aRuleTurnedOffForMatchingNodesIsNotReported() throws {
    let folder = TemporaryFolder("duoterm-audit-config")
    let path = try Self.copy(in: folder)
    let config = folder.path + "/levels.json"
    try
      #"{"version": 1, "nodes": [{"match": "toolbar.t*", "rules": {"bar-item-without-symbol-or-title": "off"}}]}"#
      .write(toFile: config, atomically: true, encoding: .utf8)
    let report = try Self.report(["--screen", path, "--config", config] + Self.one)
    #expect(report.findingCount == 0)
  }

  @Test(arguments: [
    (#"{"version": 1, "rules": {"no-such-rule": "off"}}"#, "no audit rule \"no-such-rule\""),
    (#"{"version": 1,\n "rules": {"bars-overlap": "loud"}}"#, "levels.json:2:"),
    (#"{"version": 1, "colour": 1}"#, "unknown key \"colour\""),
    (#"{"version": 1,"#, "levels.json:1:"),
  ])
  func aBadConfigNamesTheFileAndLine(text: String, expected: String) throws {
    let folder = TemporaryFolder("duoterm-audit-config")
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let config = folder.path + "/levels.json"
    try text.replacingOccurrences(of: "\\n", with: "\n")
      .write(toFile: config, atomically: true, encoding: .utf8)
    let args = try ParsedArguments(["--config", config], for: AuditCommand.spec)
    #expect {
      _ = try AuditCommand.config(args)
    } throws: { error in
      (error as? UsageError)?.message.contains(expected) == true
    }
    #expect(CommandLineTool.run(["audit", "--pattern", "feed", "--config", config]) == 2)
  }

  @Test(arguments: [
    ("toolbar.*", "toolbar.share", true), ("toolbar.*", "buttons.share", false),
    ("*.send", "detail.send", true), ("t?olbar.x", "toolbar.x", true), ("a*b*c", "axxbyyc", true),
    ("a*b*c", "axxbyy", false), ("*", "", true), ("", "x", false),
  ])
  func globsMatchTheWholeNodeID(pattern: String, id: String, matches: Bool) {
    #expect(AuditConfig.glob(pattern, matches: id) == matches)
  }

  /// The round trip the issue asks for: write a baseline, break one more control
  /// (one new finding, exit 1), fix the known one (one fixed).
  @Test func aBaselineFailsOnlyOnWhatIsNewAndCountsWhatIsFixed() throws {
    let folder = TemporaryFolder("duoterm-audit-baseline")
    let path = try Self.copy(in: folder)
    let baseline = folder.path + "/baseline.json"
    #expect(
      CommandLineTool.run(["audit", "--screen", path, "--write-baseline", baseline] + Self.one) == 0
    )
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    let accepted = try AuditBaseline(parsing: written, file: baseline)
    #expect(!accepted.findings.isEmpty)
    #expect(accepted.findings.allSatisfy { $0.node == "toolbar.timer" })
    #expect(
      written == accepted.text, "sorted, one finding a line: writing it again changes nothing")
    var known = try Self.report(["--screen", path] + Self.one)
    known.baseline = accepted
    #expect(
      known.text(explain: false).contains("0 new findings on 0 of 3 screens, known ones on 3:"),
      "\(known.text(explain: false))")
    #expect(
      CommandLineTool.run(["audit", "--screen", path, "--baseline", baseline] + Self.one) == 0)

    // One more broken control: one new finding.
    _ = try Self.copy(in: folder) {
      $0.replacingOccurrences(of: #""title": "Favourite""#, with: #""title": """#)
    }
    var report = try Self.report(["--screen", path] + Self.one)
    report.baseline = accepted
    #expect(report.text(explain: false).contains("\n1 new, 1 known, 0 fixed"))
    // The counts line says new and known apart: "0 findings … (6 errors)" under a
    // baseline read as if six errors were listed.
    #expect(
      report.text(explain: false).contains(
        "3 new findings on 3 of 3 screens (3 errors), known ones on 3:"),
      "\(report.text(explain: false))")
    let results = try #require(JSONReader.parse(report.sarif)["runs"]?[0]?["results"]?.array)
    #expect(results.filter { $0["baselineState"]?.string == "new" }.count == 1)
    #expect(
      CommandLineTool.run(["audit", "--screen", path, "--baseline", baseline] + Self.one) == 1)

    // The known one fixed, the new one not there: one fixed, and it passes.
    _ = try Self.copy(in: folder) {
      $0.replacingOccurrences(of: #""title": """#, with: #""title": "Timer""#)
    }
    report = try Self.report(["--screen", path] + Self.one)
    report.baseline = accepted
    #expect(report.text(explain: false).contains("\n0 new, 0 known, 1 fixed"))
    #expect(report.text(explain: false).contains("fixed: bar-item-without-symbol-or-title|"))
    #expect(
      CommandLineTool.run(["audit", "--screen", path, "--baseline", baseline] + Self.one) == 0)
    #expect(
      CommandLineTool.run(
        ["audit", "--screen", path, "--baseline", baseline, "--strict-baseline"] + Self.one) == 1)
  }

  @Test func aBaselineNeverReplacesAFileThatIsNotOne() throws {
    let folder = TemporaryFolder("duoterm-audit-baseline")
    let path = try Self.copy(in: folder)
    #expect(
      CommandLineTool.run(["audit", "--screen", path, "--write-baseline", path] + Self.one) == 2)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == String(contentsOfFile: Self.recipes, encoding: .utf8))
  }

  @Test func fingerprintsSurviveBlankLinesAtTheTopOfTheFile() throws {
    let folder = TemporaryFolder("duoterm-audit-fingerprint")
    let path = try Self.copy(in: folder)
    let before = try Self.report(["--screen", path, "--pose", "all"])
    _ = try Self.copy(in: folder) { "\n\n\n" + $0 }
    let after = try Self.report(["--screen", path, "--pose", "all"])
    #expect(!before.occurrences.isEmpty)
    #expect(before.occurrences.map(\.fingerprint) == after.occurrences.map(\.fingerprint))
    #expect(
      before.occurrences.map { $0.finding.location?.line ?? 0 }
        != after.occurrences.map { $0.finding.location?.line ?? 0 }, "the lines did move")
    let sarif = { (report: AuditReport) throws -> [String] in
      try #require(JSONReader.parse(report.sarif)["runs"]?[0]?["results"]?.array).compactMap {
        $0["partialFingerprints"]?["duotermFinding/v1"]?.string
      }
    }
    #expect(try sarif(before) == sarif(after))
  }

  @Test func aScreenFileUnderTheWorkingDirectoryIsNamedRelativeToIt() {
    let here = FileManager.default.currentDirectoryPath
    #expect(AuditCommand.relativePath(here + "/screens/a.json") == "screens/a.json")
    #expect(AuditCommand.relativePath("/elsewhere-\(UUID())/a.json").hasPrefix("/elsewhere-"))
    #expect(AuditCommand.relativePath("screens/a.json") == "screens/a.json")
  }

  @Test func sarifValidatesAgainstTheOASISSchema() throws {
    let broken = ["chat", "kanban", "music-player", "photo-editor", "recipes"].flatMap {
      ["--screen", BrokenScreenAuditTests.broken("\($0).json")]
    }
    var report = try Self.report(broken + ["--pose", "all", "--shard", "2/3"])
    report.baseline = AuditBaseline(report.occurrences.prefix(3).map(\.fingerprint))
    let folder = TemporaryFolder("duoterm-audit-sarif")
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let file = folder.path + "/audit.sarif"
    try report.sarif.write(toFile: file, atomically: true, encoding: .utf8)
    let problems = try Self.validate(file, schema: "Tests/Fixtures/sarif/sarif-schema-2.1.0.json")
    #expect(problems.status == 0, "\(problems.output)")
    let run = try #require(JSONReader.parse(report.sarif)["runs"]?[0])
    #expect(run["automationDetails"]?["id"]?.string == "duoterm-audit/shard-2-of-3/")
    #expect(run["tool"]?["driver"]?["semanticVersion"]?.string == HelpText.semanticVersion)
    #expect(run["invocations"]?[0]?["exitCode"]?.number?.double == 1)
    #expect(run["columnKind"]?.string == "unicodeCodePoints")
    let results = try #require(run["results"]?.array)
    let related = results.map { $0["relatedLocations"]?.array?.count ?? 0 }
    #expect(related.reduce(0, +) == report.findingCount, "every screen a finding is on")
    #expect(results.count < report.findingCount, "one result a distinct finding")
  }

  /// The JSON report of every built-in pattern and of a screen file, and a
  /// baseline, valid against their schemas in `Schemas/`.
  @Test func theJSONReportAndTheBaselineFollowTheirSchemas() throws {
    let folder = TemporaryFolder("duoterm-audit-json")
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    var report = try Self.report(["--pattern", "all", "--screen", Self.recipes, "--pose", "all"])
    // All but one finding known, and one known finding gone.
    var gone = try #require(report.occurrences.first?.fingerprint)
    gone.node = "toolbar.gone"
    let baseline = AuditBaseline(report.occurrences.map(\.fingerprint).dropFirst() + [gone])
    report.baseline = baseline
    #expect(report.fixed == [gone])
    for (text, schema) in [
      (report.json, "Schemas/audit-report.schema.json"),
      (baseline.text, "Schemas/audit-baseline.schema.json"),
    ] {
      let file = folder.path + "/document.json"
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let result = try Self.validate(file, schema: schema)
      #expect(result.status == 0, "\(schema): \(result.output)")
    }
  }

  /// Runs `Scripts/validate-json-schema.py` (Python's jsonschema) on `file`.
  static func validate(_ file: String, schema: String) throws -> (status: Int32, output: String) {
    let result = Subprocess.run(
      "python3", ["\(root)/Scripts/validate-json-schema.py", "\(root)/\(schema)", file],
      timeout: 120)
    return (result.status, result.stdout + result.stderr)
  }

  @Test func junitClassnamesAreSafeForJenkinsAndCasesAreTimed() throws {
    let report = try Self.report(["--screen", Self.recipes] + Self.one)
    let xml = try JUnitDocument(report.junit)
    let classnames = xml.elements("testcase").compactMap { $0["classname"] }
    #expect(!classnames.isEmpty)
    for name in classnames {
      #expect(name.hasPrefix("duoterm.audit."))
      #expect(
        !name.dropFirst("duoterm.audit.".count).contains { $0 == "." || $0 == "/" }, "\(name)")
    }
    let suite = try #require(xml.elements("testsuite").first)
    #expect(suite["timestamp"]?.count == 19)
    #expect(suite["hostname"]?.isEmpty == false)
    #expect(xml.elements("property").contains { $0["name"] == "shard" && $0["value"] == "1/1" })
    #expect(xml.elements("testcase").allSatisfy { Double($0["time"] ?? "") != nil })
    #expect(AuditReport.seconds(0.0614) == "0.061")
    #expect(AuditReport.seconds(2) == "2.000")
  }

  /// A symbol holding a newline then a GitHub Actions command, and an escape: no
  /// line of text, JUnit or tree output starts with what the file chose, and no
  /// ESC gets through.
  @Test func aScreenFileCannotWriteALineOfItsOwnIntoALog() throws {
    let folder = TemporaryFolder("duoterm-audit-inject")
    let path = try Self.copy(in: folder) {
      $0.replacingOccurrences(
        of: #""symbol": "⏲""#,
        with: #""symbol": "\n::error file=README.md,line=1::injected\u001b[2J\u0007""#)
    }
    let report = try Self.report(["--screen", path] + Self.one)
    for output in [report.text(explain: true), report.junit] {
      #expect(!output.contains("\u{1B}"))
      #expect(!output.contains("\u{07}"))
      for line in output.split(separator: "\n") {
        #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("::error"), "\(line)")
      }
    }
    #expect(report.text(explain: true).contains(#"\n::error"#), "shown, visibly")
  }

  @Test func explainNamesWhatARuleChecksItsBasisAndTheFix() throws {
    for rule in AuditRule.allCases {
      let text = try AuditCommand.explanation(of: rule.rawValue)
      #expect(text.hasPrefix("\(rule.rawValue): \(rule.summary)"))
      #expect(text.contains("basis: \(rule.basis)"))
      #expect(text.contains("fix: \(rule.fix)"))
    }
    #expect(CommandLineTool.run(["audit", "--explain", "bars-overlap"]) == 0)
    #expect(CommandLineTool.run(["audit", "--explain", "no-such-rule"]) == 2)
    #expect(CommandLineTool.run(["audit", "bars-overlap"]) == 2)
  }

  @Test func theRuleTableHasOneEntryARuleWithEveryTextFilled() {
    #expect(Set(AuditRule.allCases.map(\.rawValue)).count == AuditRule.allCases.count)
    for rule in AuditRule.allCases {
      #expect(AuditRule.named(rule.rawValue) == rule)
      #expect([rule.summary, rule.basis, rule.checks, rule.fix].allSatisfy { !$0.isEmpty })
    }
  }

  /// `--all-environments` sweeps only what `--pattern` and `--screen` select.
  @Test func allEnvironmentsKeepsThePatternsAndScreensGiven() throws {
    let patterns = try ParsedArguments(
      ["--all-environments", "--pattern", "feed", "--size", "200x50"], for: AuditCommand.spec)
    let feed = try AuditCommand.report(patterns)
    #expect(Set(feed.cases.map(\.unit.subject)) == ["feed"])
    #expect(feed.checked.hasPrefix("1 pattern(s)"))
    let screens = try ParsedArguments(
      [
        "--all-environments", "--screen", Self.recipes, "--pose", "book", "--size", "200x50",
        "--split", "off", "--text-size", "large", "--direction", "ltr",
      ],
      for: AuditCommand.spec)
    let file = try AuditCommand.report(screens)
    #expect(file.cases.allSatisfy { $0.unit.subject.hasSuffix("recipes.json") })
    #expect(Set(file.cases.map(\.unit.pose)) == [.book])
  }
}
