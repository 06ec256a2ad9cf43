import DuoData
import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore

/// `Schemas/device-profile.schema.json` accepts every profile DuoTerm ships and the
/// test fixture, and rejects the mistakes DuoTerm's own reader rejects, so an
/// editor that validates against it agrees with `duoterm`.
@Suite struct DeviceProfileSchemaTests {
  static func schema() throws -> SchemaCheck {
    let text = try #require(BundledFiles.text("Schemas/device-profile.schema.json"))
    return SchemaCheck(root: try JSONReader.parse(text))
  }

  @Test func theSchemaAcceptsEveryShippedProfile() throws {
    let schema = try Self.schema()
    for path in BundledFiles.paths(in: "Devices") {
      let value = try JSONReader.parse(try #require(BundledFiles.text(path)))
      #expect(schema.problems(value).isEmpty, "\(path): \(schema.problems(value))")
    }
    let fixture = try JSONReader.parse(
      try Repository.text(DeviceProfileFileTests.testFoldPath))
    #expect(schema.problems(fixture).isEmpty, "\(schema.problems(fixture))")
  }

  @Test(
    arguments: [
      (#""natural": "wide""#, #""natural": "sideways""#, "natural"),
      (#""step": {"#, #""stepp": {"#, "stepp"),
      (#""basis": "design""#, #""basis": "guess""#, "basis"),
      (#""unit": "dp""#, #""unit": "px""#, "unit"),
      (#""open": "unfolded flat, held wide","#, #""opened": "unfolded flat, held wide","#, "key"),
    ])
  func theSchemaRejectsWhatTheReaderRejects(original: String, broken: String, named: String)
    throws
  {
    let text = try Repository.text(DeviceProfileFileTests.testFoldPath)
    let changed = text.replacingOccurrences(
      of: original, with: broken, range: text.range(of: original))
    #expect(changed != text)
    #expect(throws: DeviceProfileProblem.self) { try DeviceProfile.read(changed, file: "x.json") }
    let problems = try Self.schema().problems(try JSONReader.parse(changed))
    #expect(problems.contains { $0.contains(named) }, "\(problems)")
  }
}
