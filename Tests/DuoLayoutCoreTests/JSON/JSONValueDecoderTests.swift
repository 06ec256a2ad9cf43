import Testing

@testable import DuoLayoutCore

/// Decoding Codable types from parsed JSON, and the errors: `LINE:COL: path:
/// what is wrong — how to fix it`.
@Suite("JSONValueDecoder: Decodable types, with positioned errors")
struct JSONValueDecoderTests {
  typealias Types = JSONTestTypes

  /// The error decoding `T` from `text` gives, or nil when it decodes.
  func decodeError<T: Decodable>(
    _ type: T.Type, _ text: String, strict: Bool = false
  ) throws -> String? {
    let value = try JSONReader.parse(text)
    do {
      _ = try JSONValueDecoder(strict: strict).decode(type, from: value)
      return nil
    } catch {
      return error.description
    }
  }

  static let profile = """
    {
      "refresh": 120,
      "displays": [
        {"name": "outer", "holds": {"tall": {"window": {"width": 466, "height": 678}}}},
        {"name": "inner", "holds": {"wide": {"window": {"width": 951, "height": 669}, "fold": "book"}}}
      ]
    }
    """

  @Test("a nested Codable struct decodes")
  func decodes() throws {
    let profile = try JSONValueDecoder().decode(
      Types.Profile.self, from: JSONReader.parse(Self.profile))
    #expect(profile.refresh == 120)
    #expect(profile.displays.map(\.name) == ["outer", "inner"])
    #expect(
      profile.displays[1].holds["wide"]
        == Types.Hold(window: .init(width: 951, height: 669), fold: .book))
    #expect(profile.displays[0].holds["tall"]?.fold == nil)
  }

  @Test("a wrong type deep inside names its path and points at the value")
  func wrongTypeDeep() throws {
    let text = Self.profile.replacing("951", with: "\"abc\"", maxReplacements: 1)
    #expect(
      try decodeError(Types.Profile.self, text)
        == "5:62: displays[1].holds.wide.window.width: expected a number, found the string \"abc\" — write a number, like 12 or 0.5"
    )
  }

  static let wrongTypes: [(String, String)] = [
    (
      #"{"width": null, "height": 1}"#,
      "1:11: width: expected a number, found null — write a number, like 12 or 0.5"
    ),
    (
      #"{"width": "12", "height": 1}"#,
      "1:11: width: expected a number, found the string \"12\" — remove the quotes"
    ),
    (
      #"{"width": true, "height": 1}"#,
      "1:11: width: expected a number, found true — write a number, like 12 or 0.5"
    ),
    (
      #"{"width": [1], "height": 1}"#,
      "1:11: width: expected a number, found an array — write a number, like 12 or 0.5"
    ),
    (
      #"{"width": {}, "height": 1}"#,
      "1:11: width: expected a number, found an object — write a number, like 12 or 0.5"
    ),
    (
      #"[466, 678]"#,
      "1:1: expected an object, found an array — write an object: { \"name\": value, … }"
    ),
    (#"{"width": 1}"#, "1:1: missing field 'height' — add \"height\": <number>"),
  ]

  @Test("wrong kinds of value and a missing field", arguments: wrongTypes)
  func wrongType(text: String, expected: String) throws {
    #expect(try decodeError(Types.Window.self, text) == expected)
  }

  @Test("a missing field says what to add, by the field's type")
  func missingFields() throws {
    #expect(
      try decodeError(Types.Profile.self, #"{"displays": []}"#)
        == "1:1: missing field 'refresh' — add \"refresh\": <whole number>")
    #expect(
      try decodeError(Types.Profile.self, #"{"refresh": 1}"#)
        == "1:1: missing field 'displays' — add \"displays\": [ … ]")
    #expect(
      try decodeError(Types.Profile.self, #"{"refresh": 1, "displays": [{"holds": {}}]}"#)
        == "1:29: displays[0]: missing field 'name' — add \"name\": \"<text>\"")
    #expect(
      try decodeError(
        Types.Profile.self, #"{"refresh": 1, "displays": [{"name": "x", "holds": {"a": {}}}]}"#)
        == "1:58: displays[0].holds.a: missing field 'window' — add \"window\": { … }")
    #expect(
      try decodeError([String: Types.Fold].self, #"{"a": "book", "b": 1}"#)
        == "1:20: b: expected a string, found the number 1 — write text in double quotes")
  }

  static let integers: [(String, String?)] = [
    (
      #"{"refresh": 120.5, "displays": []}"#,
      "1:13: refresh: expected a whole number, found 120.5 — write a whole number, like 121"
    ),
    (
      #"{"refresh": 1.0000000000000001, "displays": []}"#,
      "1:13: refresh: expected a whole number, found 1.0000000000000001 — write a whole number, like 1"
    ),
    (
      #"{"refresh": 9223372036854775808, "displays": []}"#,
      "1:13: refresh: 9223372036854775808 is out of range — write a whole number from -9223372036854775808 to 9223372036854775807"
    ),
    (
      #"{"refresh": 1e30, "displays": []}"#,
      "1:13: refresh: 1e30 is out of range — write a whole number from -9223372036854775808 to 9223372036854775807"
    ),
    (#"{"refresh": 1.2e2, "displays": []}"#, nil),
    (#"{"refresh": -0, "displays": []}"#, nil),
  ]

  @Test("an Int wants a whole number in range", arguments: integers)
  func integer(text: String, expected: String?) throws {
    #expect(try decodeError(Types.Profile.self, text) == expected)
  }

  @Test("every integer type reads exactly to its limits, and not past them")
  func integerLimits() throws {
    #expect(
      try JSONValueDecoder().decode([UInt8].self, from: JSONReader.parse("[0, 255]")) == [0, 255])
    #expect(
      try decodeError([UInt8].self, "[255, 256]")
        == "1:7: [1]: 256 is out of range — write a whole number from 0 to 255")
    #expect(
      try decodeError([UInt8].self, "[-1]")
        == "1:2: [0]: -1 is out of range — write a whole number from 0 to 255")
    #expect(
      try decodeError([Int8].self, "[-129]")
        == "1:2: [0]: -129 is out of range — write a whole number from -128 to 127")
    let max = try JSONValueDecoder().decode(
      [UInt64].self, from: JSONReader.parse("[18446744073709551615, 1.8446744073709551615e19]"))
    #expect(max == [.max, .max])
    #expect(
      try decodeError([UInt64].self, "[18446744073709551616]")
        == "1:2: [0]: 18446744073709551616 is out of range — write a whole number from 0 to 18446744073709551615"
    )
    #expect(
      try decodeError([Float].self, "[1e39]")
        == "1:2: [0]: 1e39 is out of range — write a number from -3.4e38 to 3.4e38")
  }

  @Test("an unknown value of a String enum names the nearest case, or all of them")
  func unknownCase() throws {
    #expect(
      try decodeError(Types.Hold.self, #"{"window": {"width": 1, "height": 1}, "fold": "boook"}"#)
        == "1:47: fold: unknown value \"boook\" — did you mean \"book\"?")
    #expect(
      try decodeError(Types.Hold.self, #"{"window": {"width": 1, "height": 1}, "fold": "x\u001B"}"#)
        == "1:47: fold: unknown value \"x\\e\" — write one of \"flat\", \"book\", \"tent\"")
  }

  @Test("a type's own init(from:) can throw an error at the value's position")
  func positionedError() throws {
    #expect(
      try decodeError([String: Types.Hinge].self, "{\n  \"hinge\": 200\n}")
        == "2:12: hinge: a hinge angle of 200° — write an angle from 0 to 180")
  }

  @Test("a DecodingError a type throws itself points at the value its coding path names")
  func decodingErrorFromType() throws {
    struct Even: Decodable {
      var n: Int
      enum Keys: CodingKey { case n }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        n = try container.decode(Int.self, forKey: .n)
        if n % 2 != 0 {
          throw DecodingError.dataCorruptedError(
            forKey: .n, in: container, debugDescription: "\(n) is odd — write an even number")
        }
      }
    }
    #expect(
      try decodeError([Even].self, #"[{"n": 2}, {"n": 3}]"#)
        == "1:18: [1].n: 3 is odd — write an even number")
  }

  @Test("an array too short for a type that reads a fixed number of items")
  func tooFewItems() throws {
    struct Pair: Decodable {
      var a: Int
      var b: Int
      init(from decoder: any Decoder) throws {
        var items = try decoder.unkeyedContainer()
        a = try items.decode(Int.self)
        b = try items.decode(Int.self)
      }
    }
    #expect(
      try decodeError(Pair.self, "[1]")
        == "1:1: the array has 1 item, and more are needed — add <whole number>")
  }

  @Test("keys that are not plain names are written in brackets in a path")
  func oddKeysInPath() throws {
    #expect(
      try decodeError([String: [String: Int]].self, #"{"a b": {"7": "x"}}"#)
        == "1:15: [\"a b\"][\"7\"]: expected a whole number, found the string \"x\" — write a whole number, like 12"
    )
  }

  @Test("Optional fields: absent or null is nil")
  func optionals() throws {
    let hold = try JSONValueDecoder().decode(
      Types.Hold.self,
      from: JSONReader.parse(#"{"window": {"width": 1, "height": 2}, "fold": null}"#))
    #expect(hold.fold == nil)
  }

  @Test("FILE:LINE:COLUMN: path: message for a file")
  func fileDescription() throws {
    let text = try #require(try decodeError(Types.Window.self, #"{"width": 1}"#))
    let value = try JSONReader.parse(#"{"width": 1}"#)
    do {
      _ = try JSONValueDecoder().decode(Types.Window.self, from: value)
    } catch {
      #expect(error.description(file: "duo.json") == "duo.json:" + text)
    }
  }
}
