import DuoData
import Testing

@testable import DuoLayoutCore

/// `Schemas/screen.schema.json` and the reader agree: every field the schema
/// names is one the reader takes, its patterns are the reader's, and a field the
/// schema does not name is one the reader refuses.
@Suite struct ScreenSchemaTests {
  static func schema() throws -> JSONValue {
    try JSONReader.parse(try #require(BundledFiles.text("Schemas/screen.schema.json")))
  }

  /// A value of the kind the schema property describes.
  static func sample(_ property: JSONValue) -> String {
    if property["enum"] != nil { return property["enum"]?[0]?.description ?? "null" }
    // A node's ID names one the stack has: its title.
    if property["$ref"]?.string == "#/$defs/nodeID" { return #""title""# }
    switch property["type"]?.string {
    case "array": return "[]"
    case "boolean": return "true"
    case "object": return "{}"
    default: return #""a""#
    }
  }

  @Test func everyTopLevelFieldReads() throws {
    let properties = try #require(try Self.schema()["properties"]?.object)
    for member in properties.members
    where !["$schema", "title", "pattern", "content"].contains(member.key) {
      let text =
        #"{"title": "A", "pattern": "stack", "\#(member.key)": \#(Self.sample(member.value))}"#
      #expect(throws: Never.self, "\(member.key)") { try ScreenFile.read(text, file: "a.json") }
    }
    #expect(throws: ScreenProblem.self) {
      try ScreenFile.read(#"{"title": "A", "pattern": "stack", "colour": "red"}"#, file: "a.json")
    }
  }

  @Test(arguments: [
    ("control", "toolbar", #""id": "x", "symbol": "s", "title": "T""#),
    ("row", "rows", #""title": "T""#), ("field", "fields", #""id": "x""#),
  ])
  func everyNodeFieldReads(definition: String, key: String, required: String) throws {
    let properties = try #require(try Self.schema()["$defs"]?[definition]?["properties"]?.object)
    for member in properties.members where !required.contains("\"\(member.key)\"") {
      let text =
        #"{"title": "A", "pattern": "stack", "\#(key)": [{\#(required), "\#(member.key)": \#(Self.sample(member.value))}]}"#
      #expect(throws: Never.self, "\(definition).\(member.key)") {
        try ScreenFile.read(text, file: "a.json")
      }
    }
  }

  @Test func thePatternsAreTheReaders() throws {
    let names = try #require(try Self.schema()["properties"]?["pattern"]?["enum"]?.array)
      .compactMap(\.string)
    #expect(names == ScreenKind.named.map(\.rawValue))
  }
}
