import Testing

@testable import DuoLayoutCore

/// Reading a file an older version saved: fields it lacks come from a default.
@Suite("JSONValue.merged(onto:) and decoding with defaults")
struct JSONMergeTests {
  struct Motion: Codable, Equatable {
    var reduce = false
    var slow = 1.0
  }

  struct Saved: Codable, Equatable {
    var version = 2
    var name = "duo"
    var motion = Motion()
    var tags = ["a", "b"]
    var note: String? = "default note"
  }

  @Test("missing fields come from the default, at every depth; extra fields are ignored")
  func decodeWithDefaults() throws {
    let old = try JSONReader.parse(
      #"{"name": "mine", "motion": {"reduce": true}, "tags": ["x"], "retired": 1}"#)
    let saved = try JSONValueDecoder().decode(Saved.self, from: old, defaults: Saved())
    #expect(
      saved == Saved(version: 2, name: "mine", motion: Motion(reduce: true, slow: 1), tags: ["x"]))
  }

  @Test("strict mode still reports the fields the type does not know")
  func strictWithDefaults() throws {
    let old = try JSONReader.parse(#"{"name": "mine", "retired": 1}"#)
    #expect(
      throws: JSONDecodeError(
        position: JSONPosition(line: 1, column: 18, offset: 17), path: "",
        message:
          "unknown field 'retired' — remove it; the fields here are 'version', 'name', 'motion', 'tags', 'note'"
      )
    ) {
      try JSONValueDecoder(strict: true).decode(Saved.self, from: old, defaults: Saved())
    }
  }

  @Test("a wrong value in the file is still an error at its position")
  func errorsKeepPositions() throws {
    let old = try JSONReader.parse("{\n  \"motion\": {\"slow\": \"fast\"}\n}")
    do {
      _ = try JSONValueDecoder().decode(Saved.self, from: old, defaults: Saved())
      Issue.record("decoded")
    } catch {
      #expect(
        error.description
          == "2:22: motion.slow: expected a number, found the string \"fast\" — write a number, like 12 or 0.5"
      )
    }
  }

  @Test("an explicit null wins over the default")
  func nullWins() throws {
    let saved = try JSONValueDecoder().decode(
      Saved.self, from: JSONReader.parse(#"{"note": null}"#), defaults: Saved())
    #expect(saved.note == nil)
    #expect(saved.name == "duo")
  }

  @Test("objects merge key by key, the value's keys first; anything else replaces")
  func mergeValues() throws {
    let value = try JSONReader.parse(#"{"b": {"x": 1}, "list": [1], "a": 5}"#)
    let defaults: JSONValue = [
      "a": ["deep": true], "b": ["y": 2, "x": 0], "list": [1, 2, 3], "c": "new",
    ]
    let merged = value.merged(onto: defaults)
    #expect(merged == ["b": ["x": 1, "y": 2], "list": [1], "a": 5, "c": "new"])
    #expect(merged.object?.keys == ["b", "list", "a", "c"])
    #expect(merged["b"]?.object?.keys == ["x", "y"])
    #expect(merged["b"]?["x"]?.position == value["b"]?["x"]?.position)
    #expect(merged["b"]?.position == value["b"]?.position)
    #expect(JSONValue(.string("s")).merged(onto: defaults) == "s")
    #expect(value.merged(onto: "not an object") == value)
  }
}
