import DuoData
import Testing

@testable import DuoLayoutCore

/// `splitView.divider` of 1e308 or −1 was accepted by the reader and made a 0 pt
/// window; now the reader and the schema both reject it, with the field's place.
@Suite("Split View divider: the reader and the schema agree")
struct SplitViewDividerTests {
  static func profile(divider: String) throws -> String {
    let text = try #require(BundledFiles.text("Devices/iphone-duo.json"))
    let original = "\"divider\": {\n      \"value\": 10,"
    #expect(text.contains(original))
    return text.replacingOccurrences(
      of: original, with: "\"divider\": {\n      \"value\": \(divider),")
  }

  @Test(
    "out of range: both reject, the reader with file, line and field",
    arguments: ["1e308", "-1", "60.5"])
  func rejected(divider: String) throws {
    let text = try Self.profile(divider: divider)
    do {
      _ = try DeviceProfile.read(text, file: "mine.json")
      Issue.record("the reader accepted a divider of \(divider)")
    } catch {
      #expect(error.description.contains("mine.json:405:"), "\(error)")
      #expect(error.description.contains("splitView.divider.value"), "\(error)")
    }
    let problems = try DeviceProfileSchemaTests.schema().problems(try JSONReader.parse(text))
    #expect(problems.contains { $0.contains("divider") }, "\(problems)")
  }

  @Test("in range: both accept", arguments: ["0", "10", "60"])
  func accepted(divider: String) throws {
    let text = try Self.profile(divider: divider)
    #expect(throws: Never.self) { try DeviceProfile.read(text, file: "mine.json") }
    #expect(try DeviceProfileSchemaTests.schema().problems(try JSONReader.parse(text)).isEmpty)
  }
}
