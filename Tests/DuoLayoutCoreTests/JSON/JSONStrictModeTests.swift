import Testing

@testable import DuoLayoutCore

/// Strict mode: a field the type never asked for is an error, with the field it
/// most likely meant.
@Suite("JSONValueDecoder strict mode: unknown fields")
struct JSONStrictModeTests {
  typealias Types = JSONTestTypes

  func strictError<T: Decodable>(_ type: T.Type, _ text: String) throws -> String? {
    let value = try JSONReader.parse(text)
    do {
      _ = try JSONValueDecoder(strict: true).decode(type, from: value)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a misspelt field points at its key and names the field meant")
  func misspelt() throws {
    #expect(
      try strictError(Types.Window.self, #"{"width": 466, "widht": 1, "height": 2}"#)
        == "1:16: unknown field 'widht' — did you mean 'width'?")
  }

  @Test("the same file decodes when not strict")
  func lenient() throws {
    let window = try JSONValueDecoder().decode(
      Types.Window.self, from: JSONReader.parse(#"{"width": 466, "widht": 1, "height": 2}"#))
    #expect(window == Types.Window(width: 466, height: 2))
  }

  @Test("with no near name, the fields allowed there are listed")
  func listsFields() throws {
    #expect(
      try strictError(Types.Window.self, #"{"width": 466, "height": 2, "colour": "red"}"#)
        == "1:29: unknown field 'colour' — remove it; the fields here are 'width', 'height'")
  }

  @Test("an optional field that is absent is still a known name")
  func optionalKnown() throws {
    #expect(
      try strictError(Types.Hold.self, #"{"window": {"width": 1, "height": 2}, "fodl": "book"}"#)
        == "1:39: unknown field 'fodl' — did you mean 'fold'?")
  }

  @Test("an unknown field deep inside names the object's path")
  func deep() throws {
    let text = """
      {"refresh": 120, "displays": [
        {"name": "outer", "holds": {}},
        {"name": "inner", "holds": {"wide": {"window": {"width": 951, "height": 669, "dpeth": 2}}}}
      ]}
      """
    #expect(
      try strictError(Types.Profile.self, text)
        == "3:80: displays[1].holds.wide.window: unknown field 'dpeth' — remove it; the fields here are 'width', 'height'"
    )
  }

  @Test("keys starting with $ are always allowed, at any depth")
  func dollarKeys() throws {
    let text = #"""
      {"$schema": "https://example.com/profile.json", "refresh": 120,
       "displays": [{"$comment": "outer", "name": "o", "holds": {"tall": {"$id": 1, "window": {"width": 1, "height": 2}}}}]}
      """#
    let profile = try JSONValueDecoder(strict: true).decode(
      Types.Profile.self, from: JSONReader.parse(text))
    #expect(profile.displays[0].holds.keys.sorted() == ["tall"])
  }

  @Test("a dictionary's keys are all known; its values are still checked")
  func dictionaries() throws {
    #expect(
      try strictError(
        [String: Types.Window].self,
        #"{"any": {"width": 1, "height": 2}, "name": {"width": 1, "height": 2, "hieght": 3}}"#)
        == "1:70: name: unknown field 'hieght' — did you mean 'height'?")
  }

  @Test("the first unknown field in document order is the one reported")
  func documentOrder() throws {
    #expect(
      try strictError(Types.Window.self, #"{"b": 1, "width": 1, "a": 2, "height": 2}"#)
        == "1:2: unknown field 'b' — remove it; the fields here are 'width', 'height'")
  }

  @Test("an enum with associated values: a key that names no case is unknown")
  func enumCases() throws {
    let text = #"[{"dot": {}}, {"line": {"length": 2, "lenght": 3}}]"#
    #expect(
      try strictError([Types.Everything.Shape].self, text)
        == "1:38: [1].line: unknown field 'lenght' — did you mean 'length'?")
  }
}
