import DuoData
import Testing

@testable import DuoLayoutCore

/// A recipe step's timer: `minutes: -1` passed the reader (only the schema refused
/// it) and `1e300` passed the schema (only the reader refused it). Each case goes
/// to both, and both agree.
@Suite("Screen file: a recipe step's minutes, the reader and the schema agree")
struct RecipeMinutesSchemaTests {
  static func text(minutes: String) throws -> String {
    let text = try ScreenContentTests.recipeText()
    let original = #""minutes": 10,"#
    #expect(text.contains(original))
    return text.replacingOccurrences(
      of: original, with: "\"minutes\": \(minutes),", range: text.range(of: original))
  }

  /// Whether the schema's `minutes` property takes `minutes` (its type and bounds:
  /// the test's validator does not follow the schema's per-pattern `if`/`then`).
  static func schemaTakes(_ minutes: String) throws -> Bool {
    let schema = try ScreenSchemaTests.schema()
    let property = try #require(
      schema["$defs"]?["supporting-pane-content"]?["properties"]?["steps"]?["items"]?[
        "properties"]?["minutes"])
    let value = try #require(try JSONReader.parse(minutes).number?.double)
    #expect(property["type"]?.string == "integer")
    let minimum = try #require(property["minimum"]?.number?.double)
    let maximum = try #require(property["maximum"]?.number?.double)
    return value.rounded() == value && value >= minimum && value <= maximum
  }

  @Test("refused by both", arguments: ["-1", "1e300", "1441", "2.5"])
  func refused(minutes: String) throws {
    let text = try Self.text(minutes: minutes)
    let problem = ExportedScreen.problem(text)
    #expect(problem?.contains("minutes") == true, "\(problem ?? "accepted")")
    #expect(problem?.contains("0 to 1440") == true, "\(problem ?? "accepted")")
    #expect(!(try Self.schemaTakes(minutes)), "the schema accepted \(minutes)")
  }

  @Test("accepted by both", arguments: ["0", "10", "1440"])
  func accepted(minutes: String) throws {
    let text = try Self.text(minutes: minutes)
    #expect(ExportedScreen.problem(text) == nil)
    #expect(try Self.schemaTakes(minutes))
  }
}
