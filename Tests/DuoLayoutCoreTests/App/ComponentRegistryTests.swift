import Testing

@testable import DuoLayoutCore

/// The registry is the one list of kinds: each kind named once, each with a
/// sample that reads strictly with every field its schema lists (so the schema
/// names exactly what the reader takes), and the committed schema is the one the
/// registry generates.
@Suite struct ComponentRegistryTests {
  static let kinds = ComponentRegistry.all.map { $0.kind }

  @Test func everyKindIsNamedOnce() {
    #expect(Set(Self.kinds).count == Self.kinds.count)
  }

  @Test(arguments: kinds)
  func theSampleReadsWithEveryFieldTheSchemaLists(kind: String) throws {
    let text = try #require(ComponentSamples.json[kind])
    let json = try JSONReader.parse(text)
    let part = try JSONValueDecoder(strict: true).decode(AnyComponent.self, from: json)
    #expect(part.kind == kind)
    let type = try #require(ComponentRegistry.kind(named: kind))
    let listed = Set(type.properties.map(\.name))
    let given = Set(json.object?.keys ?? []).subtracting(["kind"])
    #expect(listed == given, "the sample gives every field the schema lists, and no other")
  }

  @Test(arguments: kinds)
  func aMisspelledFieldIsRefusedWithTheNearestOne(kind: String) throws {
    let type = try #require(ComponentRegistry.kind(named: kind))
    let field = try #require(type.properties.first { $0.name.count > 3 }?.name ?? "title")
    let wrong = String(field.dropLast()) + "x"
    let text = try #require(ComponentSamples.json[kind])
      .replacingOccurrences(of: "\"\(field)\":", with: "\"\(wrong)\":")
    #expect(throws: JSONDecodeError.self) {
      try JSONValueDecoder(strict: true).decode(AnyComponent.self, from: JSONReader.parse(text))
    }
  }

  @Test func anUnknownKindNamesTheNearestOneAndItsLine() throws {
    let text = """
      {"title": "A", "start": "main", "screens": [
        {"id": "main", "title": "Main", "content": [
          {"kind": "swich", "id": "wifi", "title": "Wi-Fi"}
        ]}
      ]}
      """
    #expect {
      try ScreenFile.read(text, file: "a.json")
    } throws: { error in
      "\(error)".hasPrefix(
        "a.json:3:14: screens[0].content[0].kind: unknown kind \"swich\" — did you mean \"switch\"?"
      )
    }
  }

  @Test func anActionNamingAMissingScreenIsRefused() throws {
    let text = #"""
      {"title": "A", "start": "main", "screens": [
        {"id": "main", "title": "Main", "content": [
          {"kind": "row", "title": "Wi-Fi", "action": {"navigate": "wfi"}}
        ]},
        {"id": "wifi", "title": "Wi-Fi"}
      ]}
      """#
    #expect {
      try ScreenFile.read(text, file: "a.json")
    } throws: { error in
      "\(error)".contains("no screen has the ID \"wfi\" — did you mean \"wifi\"?")
    }
  }

  @Test func anIDUsedTwiceOnAScreenIsRefused() throws {
    let text = #"""
      {"title": "A", "start": "main", "screens": [
        {"id": "main", "title": "Main", "content": [
          {"kind": "switch", "id": "wifi", "title": "Wi-Fi"},
          {"kind": "switch", "id": "wifi", "title": "Wi-Fi again"}
        ]}
      ]}
      """#
    #expect {
      try ScreenFile.read(text, file: "a.json")
    } throws: { error in
      "\(error)".contains("a.json:4:") && "\(error)".contains("is used twice on this screen")
    }
  }

  @Test func theStartMustBeAScreen() throws {
    let text = #"{"title": "A", "start": "mian", "screens": [{"id": "main", "title": "Main"}]}"#
    #expect {
      try ScreenFile.read(text, file: "a.json")
    } throws: { error in
      "\(error)".hasPrefix("a.json:1:") && "\(error)".contains("did you mean \"main\"?")
    }
  }
}
