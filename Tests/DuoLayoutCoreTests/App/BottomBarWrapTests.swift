import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// A screen with many toolbar and bottom-bar items: the bottom bar wraps within
/// the room beside the fold, so it never runs under the vertical toolbar and
/// displacement can always move it off an active fold.
@Suite struct BottomBarWrapTests {
  /// A file screen with `tools` toolbar items and `bottom` bottom-bar items.
  static func files(tools: Int, bottom: Int) throws -> ScreenFile {
    func buttons(_ prefix: String, _ count: Int) -> String {
      (1...count).map {
        #"{"kind": "button", "id": "\#(prefix)\#($0)", "symbol": "●", "title": "\#(prefix) \#($0)"}"#
      }.joined(separator: ", ")
    }
    let json = """
      {"title": "Files", "root": "stack", "start": "files", "screens": [{"id": "files",
        "title": "Files", "content": [{"kind": "text", "id": "intro", "text": "Some files."}],
        "toolbar": [\(buttons("tool", tools))], "bottomBar": [\(buttons("bar", bottom))]}]}
      """
    return try ScreenFile.read(json, file: "files.json")
  }

  @Test(arguments: [(15, 12), (3, 12), (15, 2)])
  func manyItemsAuditCleanInEveryPose(tools: Int, bottom: Int) throws {
    let sweep = AuditSweep(
      profile: .iPhoneDuo, patterns: [], screens: [try Self.files(tools: tools, bottom: bottom)],
      poses: DeviceProfile.iPhoneDuo.supportedPoses,
      sizes: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)],
      registry: .withScreen)
    let findings = sweep.run().flatMap { auditCase in
      auditCase.findings.map { "\(auditCase.unit.key): \($0.nodeID) \($0.rule.rawValue)" }
    }
    #expect(findings.isEmpty, "\(findings.count) findings: \(findings.prefix(5))")
  }
}
