import DuoLayoutCore
import Foundation
import Testing

@testable import DuoTerm

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `duoterm audit --format json|junit|sarif`: each format parses back and holds
/// the required fields, one entry per finding, with the source location where a
/// finding has one.
@Suite struct AuditReportTests {
  static let small = AuditFinding(
    nodeID: "detail.send", rule: .touchTargetTooSmall, detail: "64×16 is below 44 × 44 pt")
  static let located = AuditFinding(
    nodeID: "toolbar.share", rule: .controlInActiveRegion, detail: "in the fold & <margins>",
    location: FileLocation(file: "screens/my chat.json", line: 12, column: 7))
  static let report = AuditReport(
    cases: [
      AuditCase(
        unit: AuditUnit(
          subject: "list-detail", screen: "reply", device: "iphone-duo", pose: .book,
          environment: "200x50"),
        findings: [small, located]),
      AuditCase(
        unit: AuditUnit(
          subject: "list-detail", screen: "list", device: "iphone-duo", pose: .closed,
          environment: "80x24"),
        findings: []),
      AuditCase(
        unit: AuditUnit(
          subject: "feed", screen: "feed", device: "iphone-duo", pose: .open,
          environment: "200x50"),
        findings: []),
    ], checked: "2 pattern(s) checked", severalDevices: false)

  /// `--explain` adds what was seen to each finding; a rule's basis and fix are
  /// `--explain RULE`'s.
  @Test func explainSaysWhatWasSeen() {
    let lines = Self.report.text(explain: true).split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "two findings, the count: \(lines)")
    #expect(lines[0].hasSuffix("(64×16 is below 44 × 44 pt)"))
    #expect(!Self.report.text(explain: false).contains("below 44"))
  }

  @Test func textIsALineAFindingThenTheCount() {
    let lines = Self.report.text(explain: false).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == "list-detail book 200x50 reply detail.send touch-target-too-small")
    #expect(lines[1].hasPrefix("screens/my chat.json:12:7: list-detail book 200x50 reply"))
    #expect(lines[2] == "2 findings on 1 of 3 screens (2 errors): 2 pattern(s) checked")
  }

  @Test func jsonParsesBackWithEveryCaseAndFinding() throws {
    let value = try JSONReader.parse(Self.report.json)
    #expect(value["version"]?.number?.double == 1)
    #expect(value["findingCount"]?.number?.double == 2)
    #expect(value["shard"]?.string == "1/1")
    let rules = try #require(value["rules"]?.array)
    #expect(rules.compactMap { $0["id"]?.string } == AuditRule.allCases.map(\.rawValue))
    let cases = try #require(value["cases"]?.array)
    #expect(cases.count == 3)
    #expect(cases[0]["pose"]?.string == "book")
    #expect(cases[0]["environment"]?.string == "200x50")
    let findings = try #require(cases[0]["findings"]?.array)
    #expect(
      findings.compactMap { $0["rule"]?.string } == [
        "touch-target-too-small", "control-in-active-region",
      ])
    #expect(findings[0]["location"] == nil)
    #expect(findings[1]["location"]?["line"]?.number?.double == 12)
    #expect(findings[1]["location"]?["file"]?.string == "screens/my chat.json")
    #expect(cases[1]["findings"]?.array?.isEmpty == true)
  }

  @Test func junitIsXMLWithASuiteAPatternACaseAScreenAndAFailureAFinding() throws {
    let xml = try JUnitDocument(Self.report.junit)
    #expect(xml.root == "testsuites")
    #expect(xml.elements("testsuite").map { $0["name"] } == ["list-detail", "feed"])
    #expect(xml.elements("testsuite").map { $0["tests"] } == ["2", "1"])
    #expect(xml.elements("testsuite").map { $0["failures"] } == ["1", "0"])
    let cases = xml.elements("testcase")
    #expect(cases.count == 3)
    #expect(cases.allSatisfy { $0["name"] != nil && $0["classname"] != nil })
    let failures = xml.elements("failure")
    #expect(failures.map { $0["type"] } == ["touch-target-too-small", "control-in-active-region"])
    #expect(failures.allSatisfy { ($0["message"] ?? "").contains("list-detail") })
    #expect(xml.text.contains("in the fold & <margins>"), "escaped and read back as it was")
  }

  @Test func sarifHoldsSARIF210sRequiredPropertiesAndTheLocations() throws {
    let log = try JSONReader.parse(Self.report.sarif)
    let problems = SARIFCheck.problems(log)
    #expect(problems.isEmpty, "\(problems)")
    let run = try #require(log["runs"]?.array?.first)
    let rules = try #require(run["tool"]?["driver"]?["rules"]?.array)
    #expect(rules.compactMap { $0["id"]?.string } == AuditRule.allCases.map(\.rawValue))
    #expect(rules.allSatisfy { $0["helpUri"]?.string?.hasPrefix("https://") == true })
    let results = try #require(run["results"]?.array)
    #expect(results.count == 2)
    let logical = results[0]["locations"]?.array?.first?["logicalLocations"]?.array?.first
    #expect(logical?["name"]?.string == "detail.send")
    let physical = results[1]["locations"]?.array?.first?["physicalLocation"]
    #expect(physical?["artifactLocation"]?["uri"]?.string == "screens/my%20chat.json")
    #expect(physical?["region"]?["startLine"]?.number?.double == 12)
    #expect(physical?["region"]?["startColumn"]?.number?.double == 7)
  }

  @Test func theVendoredSARIFCheckCatchesAMissingProperty() throws {
    let broken = try JSONReader.parse(
      #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "bad"}]}]}"#)
    let problems = SARIFCheck.problems(broken)
    #expect(problems.contains { $0.contains("name") })
    #expect(problems.contains { $0.contains("message") })
    #expect(problems.contains { $0.contains("level") })
  }

  @Test(
    "the command: exit 0 clean in every format, 2 for a bad --format or --shard",
    arguments: ["text", "json", "junit", "sarif"])
  func exitCodes(format: String) {
    #expect(
      CommandLineTool.run(["audit", "--pattern", "feed", "--pose", "book", "--format", format]) == 0
    )
  }

  @Test(arguments: [["--format", "xml"], ["--shard", "3/2"], ["--shard", "x"]])
  func badUsage(words: [String]) {
    #expect(CommandLineTool.run(["audit", "--pattern", "feed"] + words) == 2)
  }
}

/// A JUnit file read back with Foundation's XML parser: its root, every element's
/// attributes by name, and all its character data.
struct JUnitDocument {
  var root: String?
  var all: [(name: String, attributes: [String: String])] = []
  var text = ""

  init(_ xml: String) throws {
    let delegate = Collector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = delegate
    guard parser.parse() else {
      throw JUnitError(parser.parserError?.localizedDescription ?? "unparsable XML")
    }
    root = delegate.all.first?.name
    all = delegate.all
    text = delegate.text
  }

  func elements(_ name: String) -> [[String: String]] {
    all.filter { $0.name == name }.map(\.attributes)
  }

  struct JUnitError: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  final class Collector: NSObject, XMLParserDelegate {
    var all: [(name: String, attributes: [String: String])] = []
    var text = ""
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      all.append((name, attributes))
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }
}

/// The properties the SARIF 2.1.0 JSON Schema requires of what the audit writes
/// (sarifLog: version, runs; run: tool; tool: driver; toolComponent: name;
/// reportingDescriptor: id; result: message with text; level from its enum;
/// physicalLocation's region lines from 1), checked with no network at test time.
enum SARIFCheck {
  static func problems(_ log: JSONValue) -> [String] {
    var problems: [String] = []
    if log["version"]?.string != "2.1.0" { problems.append("version is not 2.1.0") }
    guard let runs = log["runs"]?.array else { return problems + ["runs is missing"] }
    for run in runs {
      guard let driver = run["tool"]?["driver"] else {
        problems.append("run.tool.driver is missing")
        continue
      }
      if driver["name"]?.string == nil { problems.append("tool.driver.name is missing") }
      let ids = (driver["rules"]?.array ?? []).map { $0["id"]?.string }
      if ids.contains(nil) { problems.append("a rule has no id") }
      for result in run["results"]?.array ?? [] {
        if result["message"]?["text"]?.string == nil {
          problems.append("a result has no message text")
        }
        if let level = result["level"],
          !["none", "note", "warning", "error"].contains(level.string ?? "")
        {
          problems.append("a result's level is not none, note, warning or error")
        }
        if let id = result["ruleId"]?.string, !ids.contains(id) {
          problems.append("ruleId \(id) is not a rule of the driver")
        }
        for location in result["locations"]?.array ?? [] {
          if let physical = location["physicalLocation"] {
            if physical["artifactLocation"]?["uri"]?.string == nil {
              problems.append("a physicalLocation has no artifactLocation.uri")
            }
            for key in ["startLine", "startColumn"] {
              if let value = physical["region"]?[key]?.number?.double, value < 1 {
                problems.append("region.\(key) is below 1")
              }
            }
          } else if location["logicalLocations"]?.array?.isEmpty != false {
            problems.append("a location has neither a physical nor a logical location")
          }
        }
      }
    }
    return problems
  }
}
