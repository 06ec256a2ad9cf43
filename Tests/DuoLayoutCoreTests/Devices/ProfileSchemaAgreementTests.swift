import DuoData
import Testing

@testable import DuoLayoutCore

/// A device profile's mistakes, each fed to the reader and to
/// `Schemas/device-profile.schema.json`: both refuse it, the reader with the file,
/// the line and the field. A window of 1e9 pt and a hinge step of 0° were the
/// reader's alone, `"$schema": 5` and an empty name the schema's alone.
@Suite("Device profile: the reader and the schema refuse the same mistakes")
struct ProfileSchemaAgreementTests {
  struct Mistake: Sendable, CustomTestStringConvertible {
    var original: String
    var edited: String
    /// The line the reader names, and the field.
    var line: Int
    var field: String
    var testDescription: String { edited }
  }

  static let mistakes = [
    Mistake(
      original: #""$schema": "../Schemas/device-profile.schema.json""#, edited: #""$schema": 5"#,
      line: 2, field: "$schema"),
    Mistake(original: #""name": "iPhone Duo""#, edited: #""name": """#, line: 4, field: "name"),
    Mistake(original: #""name": "iPhone Duo""#, edited: #""name": "  ""#, line: 4, field: "name"),
    Mistake(
      original: "\"width\": 466,", edited: "\"width\": 1e9,", line: 40,
      field: "window.value"),
    Mistake(
      original: "\"value\": 15,\n      \"basis\": \"design\"",
      edited: "\"value\": 0,\n      \"basis\": \"design\"", line: 342, field: "hinge.step.value"),
  ]

  static func text(_ mistake: Mistake) throws -> String {
    let text = try #require(BundledFiles.text("Devices/iphone-duo.json"))
    let range = try #require(text.range(of: mistake.original), "\(mistake.original) is in the file")
    return text.replacingCharacters(in: range, with: mistake.edited)
  }

  @Test("refused by both", arguments: mistakes)
  func refused(mistake: Mistake) throws {
    let text = try Self.text(mistake)
    do {
      _ = try DeviceProfile.read(text, file: "mine.json")
      Issue.record("the reader accepted \(mistake.edited)")
    } catch {
      #expect(error.description.contains("mine.json:\(mistake.line):"), "\(error)")
      #expect(error.description.contains(mistake.field), "\(error)")
      #expect(error.description.contains(" — "), "says how to fix it: \(error)")
    }
    let problems = try DeviceProfileSchemaTests.schema().problems(try JSONReader.parse(text))
    #expect(!problems.isEmpty, "the schema accepted \(mistake.edited)")
  }

  /// JSON Schema cannot say that one field is unique across an array's items, so a
  /// region id used twice is the reader's alone; the schema says so.
  @Test func aRegionIDUsedTwiceIsTheReadersAndTheSchemaSaysSo() throws {
    let text = try #require(BundledFiles.text("Devices/iphone-duo.json"))
    let twice = text.replacingOccurrences(
      of: #""id": "inner-camera""#, with: #""id": "status-bar""#)
    #expect(twice != text)
    #expect(throws: (any Error).self) { try DeviceProfile.read(twice, file: "mine.json") }
    let schema = try #require(BundledFiles.text("Schemas/device-profile.schema.json"))
    #expect(schema.contains("duoterm checks that"))
  }

  @Test(
    "the edges of the range: both accept",
    arguments: [
      ("\"height\": 678\n", "\"height\": 20000\n"), ("\"value\": 15,", "\"value\": 180,"),
      ("\"value\": 15,", "\"value\": 0.5,"),
    ])
  func accepted(original: String, edited: String) throws {
    let text = try Self.text(Mistake(original: original, edited: edited, line: 0, field: ""))
    #expect(throws: Never.self) { try DeviceProfile.read(text, file: "mine.json") }
    #expect(try DeviceProfileSchemaTests.schema().problems(try JSONReader.parse(text)).isEmpty)
  }
}
