import Testing

@testable import DuoLayoutCore

/// A row's leading avatar is an image node holding its initials and its alt text,
/// so the tree (and an accessibility check reading it) knows what the picture is;
/// it sits before the row's title, never over it, in every pose.
@Suite struct RowAvatarTests {
  static let app = """
    {"title": "Chats", "root": "stack", "start": "list", "screens": [{"id": "list", "title": "Chats",
     "content": [{"kind": "row", "id": "ada", "title": "Ada Lovelace", "subtitle": "Online",
                  "avatar": {"initials": "AL", "alt": "Ada Lovelace's photo"}}]}]}
    """

  @Test(arguments: Pose.allCases)
  func theAvatarIsAnImageWithItsAltTextBeforeTheTitle(pose: Pose) throws {
    let screen = try ScreenFile.read(Self.app, file: "chats.json")
    let state = EmulatorState(pose: pose).showing(screen)
    let avatar = try #require(state.tree.node(id: "list.ada.avatar"), "\(pose)")
    #expect(avatar.role == .image(glyph: "AL", alt: "Ada Lovelace's photo"))
    let title = try #require(state.tree.node(id: "list.ada.title"))
    #expect(avatar.frame.maxX <= title.frame.minX, "\(pose): \(avatar.frame) \(title.frame)")
    #expect(avatar.frame.height >= title.frame.height, "as tall as the row's text")
  }
}
