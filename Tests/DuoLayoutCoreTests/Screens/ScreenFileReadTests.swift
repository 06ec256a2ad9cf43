import Testing

@testable import DuoLayoutCore

/// Reading a screen file: every node gets its ID and the line and column it is
/// declared at, and each kind of mistake is one line naming the file, the place,
/// what is wrong and the fix.
@Suite struct ScreenFileReadTests {
  static let chat = """
    {
      "title": "Chat",
      "pattern": "stack",
      "rows": [
        {"title": "Ada: hello!"},
        {"id": "m2", "title": "Me: hi", "detail": "09:41"}
      ],
      "toolbar": [
        {"id": "call", "symbol": "☎", "title": "Call"}
      ],
      "fields": [{"id": "composer", "placeholder": "Message"}],
      "buttons": [{"id": "send", "symbol": "➤", "title": "Send"}]
    }
    """

  @Test func nodesGetTheirIDsAndPositions() throws {
    let screen = try ScreenFile.read(Self.chat, file: "chat.json")
    #expect(screen.rows.map(\.id) == ["ada-hello", "m2"], "a row without an ID takes its title's")
    #expect(
      screen.rows.map(\.source) == [
        FileLocation(file: "chat.json", line: 5, column: 5),
        FileLocation(file: "chat.json", line: 6, column: 5),
      ])
    #expect(screen.toolbar[0].source == FileLocation(file: "chat.json", line: 9, column: 5))
    #expect(screen.fields[0].source == FileLocation(file: "chat.json", line: 11, column: 14))
    #expect(screen.buttons[0].source == FileLocation(file: "chat.json", line: 12, column: 15))
    #expect(
      screen.source(ofNode: "toolbar.call") == FileLocation(file: "chat.json", line: 9, column: 5))
    #expect(
      screen.source(ofNode: "list.row.m2") == FileLocation(file: "chat.json", line: 6, column: 5))
    #expect(screen.source(ofNode: "title") == nil)
  }

  @Test(arguments: [
    // A syntax error: where the reader stopped.
    ("{\n  \"title\": \"A\",\n  \"pattern\": \"stack\"\n  \"text\": \"x\"\n}", "a.json:4:3:"),
    // A misspelt field, with the field it meant.
    ("{\"title\": \"A\", \"pattern\": \"stack\", \"txet\": \"x\"}", "did you mean 'text'"),
    // A pattern that is not one.
    ("{\"title\": \"A\", \"pattern\": \"lists\"}", "pattern"),
    // A control without a title.
    (
      "{\"title\": \"A\", \"pattern\": \"stack\",\n \"toolbar\": [{\"id\": \"a\", \"symbol\": \"x\"}]}",
      "a.json:2:14: toolbar[0]: missing field 'title'"
    ),
    // Two controls with one ID.
    (
      "{\"title\": \"A\", \"pattern\": \"stack\", \"toolbar\": [{\"id\": \"a\", \"symbol\": \"x\", \"title\": \"X\"}],\n \"buttons\": [{\"id\": \"a\", \"symbol\": \"y\", \"title\": \"Y\"}]}",
      "a.json:2:14: buttons[0].id: the ID \"a\" is used twice (first at 1:48) — give each one its own ID"
    ),
    // An ID that cannot be a path's part.
    (
      "{\"title\": \"A\", \"pattern\": \"stack\", \"fields\": [{\"id\": \"Big Field\"}]}",
      "fields[0].id: \"Big Field\" is not an ID — write lower-case letters"
    ),
    // Displacement turned off on a button that is not centred (nothing to displace).
    (
      "{\"title\": \"A\", \"pattern\": \"stack\",\n \"buttons\": [{\"id\": \"a\", \"symbol\": \"x\", \"title\": \"X\", \"displacement\": false}]}",
      "a.json:2:14: buttons[0].displacement: only a centred button is displaced — remove it"
    ),
    // Where a control went, not written as a node's ID.
    (
      "{\"title\": \"A\", \"pattern\": \"stack\",\n \"toolbar\": [{\"id\": \"a\", \"symbol\": \"x\", \"title\": \"X\", \"reachedBy\": \"The list\"}]}",
      "a.json:2:14: toolbar[0].reachedBy: \"The list\" is not a node ID — write the ID"
    ),
    // Where a control went, naming a node no layout of the screen has (a typo).
    (
      "{\"title\": \"A\", \"pattern\": \"list-detail\", \"rows\": [{\"title\": \"R\"}],\n \"buttons\": [{\"id\": \"a\", \"symbol\": \"x\", \"title\": \"X\", \"reachedBy\": \"lsit\"}]}",
      "a.json:2:14: buttons[0].reachedBy: no layout of this screen has a node \"lsit\" — write the ID"
    ),
    // A stack has no list to reach a control by.
    (
      "{\"title\": \"A\", \"pattern\": \"stack\",\n \"toolbar\": [{\"id\": \"a\", \"symbol\": \"x\", \"title\": \"X\", \"reachedBy\": \"list\"}]}",
      "a.json:2:14: toolbar[0].reachedBy: no layout of this screen has a node \"list\""
    ),
    // A list-detail with nothing in its list.
    (
      "{\"title\": \"A\", \"pattern\": \"list-detail\"}",
      "a.json:1:1: rows: a list-detail screen has no rows — add"
    ),
  ])
  func mistakesNameTheirPlace(text: String, expected: String) {
    #expect(throws: ScreenProblem.self) { try ScreenFile.read(text, file: "a.json") }
    do {
      _ = try ScreenFile.read(text, file: "a.json")
    } catch {
      #expect(error.description.hasPrefix("a.json:"), "\(error.description)")
      #expect(error.description.contains(expected), "\(error.description)")
      #expect(error.description.contains("—") || error.description.contains("expected"))
      #expect(!error.description.contains("\n"), "one line")
    }
  }

  /// A `reachedBy` may name any node some layout of the screen has: the list in
  /// front, the detail once pushed, a row.
  @Test(arguments: ["list", "detail", "list.row.r", "toolbar.a"])
  func aControlReachedByANodeOfTheScreenReads(node: String) throws {
    let text = """
      {"title": "A", "pattern": "list-detail", "rows": [{"title": "R"}],
       "toolbar": [{"id": "a", "symbol": "x", "title": "X"}],
       "buttons": [{"id": "b", "symbol": "y", "title": "Y", "reachedBy": "\(node)"}]}
      """
    let screen = try ScreenFile.read(text, file: "a.json")
    #expect(screen.buttons[0].reachedBy == node)
  }

  @Test func derivedIDsAreReadable() {
    #expect(ScreenID.derived(from: "Tomato soup") == "tomato-soup")
    #expect(ScreenID.derived(from: "  Ada: hello! ") == "ada-hello")
    #expect(ScreenID.derived(from: "½") == "")
    #expect(ScreenID.isValid("send-2"))
    #expect(!ScreenID.isValid("Send"))
    #expect(!ScreenID.isValid(""))
  }
}
