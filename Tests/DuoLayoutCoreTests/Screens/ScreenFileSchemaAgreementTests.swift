import DuoData
import Testing

@testable import DuoLayoutCore

/// A screen file fed to the reader and to `Schemas/screen.schema.json`:
/// `"$schema": 5` was refused by the schema alone, and a toolbar item with an
/// empty title was read (the audit finds it) while the schema refused it. Now
/// both refuse the first and both take the second.
@Suite("Screen file: the reader and the schema agree on $schema and empty titles")
struct ScreenFileSchemaAgreementTests {
  static func recipes(replacing original: String, with edited: String) throws -> String {
    let text = try #require(BundledFiles.text("Examples/screens/recipes.json"))
    let range = try #require(text.range(of: original), "\(original) is in the file")
    return text.replacingCharacters(in: range, with: edited)
  }

  static func schemaProblems(_ text: String) throws -> [String] {
    SchemaCheck(root: try ScreenSchemaTests.schema()).problems(try JSONReader.parse(text))
  }

  @Test("\"$schema\" that is not a string: both refuse", arguments: ["5", "null", "[]"])
  func schemaNotAString(value: String) throws {
    let text = try Self.recipes(
      replacing: #""$schema": "../../Schemas/screen.schema.json""#, with: "\"$schema\": \(value)")
    let problem = ExportedScreen.problem(text)
    #expect(problem?.contains("mine.json:2:") == true, "\(problem ?? "accepted")")
    #expect(problem?.contains("$schema") == true, "\(problem ?? "accepted")")
    #expect(!(try Self.schemaProblems(text)).isEmpty)
  }

  @Test func anEmptyToolbarTitleIsReadByBothAndTheAuditFindsIt() throws {
    let text = try Self.recipes(replacing: #""title": "Favourite""#, with: #""title": """#)
    #expect(ExportedScreen.problem(text) == nil)
    #expect(try Self.schemaProblems(text).isEmpty)
  }
}
