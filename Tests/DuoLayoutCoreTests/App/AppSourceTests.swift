import Foundation
import Testing

@testable import DuoLayoutCore

/// An audit finding on an app file's node points at the component in the file
/// (`FILE:LINE:COL`, and SARIF's region), as it does for older screen files.
@Suite struct AppSourceTests {
  static let text = """
    {
      "title": "People",
      "start": "people",
      "screens": [
        {
          "id": "people",
          "title": "People",
          "content": [
            {"kind": "section", "id": "friends", "header": "Friends", "content": [
              {"kind": "row", "id": "ada", "title": "Ada", "avatar": {"initials": "AL", "alt": ""}}
            ]},
            {"kind": "text", "text": "No ID: one is made from its kind."}
          ]
        }
      ]
    }
    """

  @Test(arguments: [
    ("people.ada.avatar", 10, 11), ("people.ada", 10, 11), ("people.friends.header", 9, 9),
    ("people.text-1", 12, 9),
  ])
  func aNodePointsAtItsComponent(node: String, line: Int, column: Int) throws {
    let screen = try ScreenFile.read(Self.text, file: "people.json")
    let at = screen.source(ofNode: node)
    #expect(at?.file == "people.json")
    #expect(at?.line == line && at?.column == column, "\(node): \(String(describing: at))")
  }

  @Test func aNodeOfNoComponentHasNoPlace() throws {
    let screen = try ScreenFile.read(Self.text, file: "people.json")
    #expect(screen.source(ofNode: "people.nothing") == nil)
    #expect(screen.source(ofNode: "title") == nil)
  }

  @Test func aSeatsNodePointsPastItsSeat() throws {
    let seated = Self.text.replacingOccurrences(
      of: #""start": "people","#, with: #""root": "seats", "start": "people","#)
    let screen = try ScreenFile.read(seated, file: "people.json")
    #expect(screen.source(ofNode: "second.people.ada.title")?.line == 10)
  }
}
