import Testing

@testable import DuoLayoutCore

/// A screen file lands where the catalog's own geometry puts things: its toolbar
/// is the toolbar, a list-detail's panes are the mailbox's, a centred button sits
/// on the fold while it is flat and leaves it once the fold turns active, and no
/// control or field is in an active fold in any pose.
@Suite struct ScreenLayoutTests {
  static let photo = try! ScreenFile.read(
    """
    {"title": "Photo", "pattern": "stack", "text": "A photo.",
     "toolbar": [{"id": "crop", "symbol": "⌗", "title": "Crop"}],
     "buttons": [{"id": "shutter", "symbol": "◉", "title": "Shutter", "placement": "center"},
                 {"id": "undo", "symbol": "↶", "title": "Undo"}],
     "fields": [{"id": "caption", "label": "Caption"}]}
    """, file: "photo.json")

  static let recipes = try! ScreenFile.read(
    """
    {"title": "Recipes", "pattern": "list-detail",
     "rows": [{"title": "Pancakes", "text": "Whisk."}, {"title": "Soup", "text": "Simmer."}],
     "toolbar": [{"id": "share", "symbol": "⇪", "title": "Share"}]}
    """, file: "recipes.json")

  static func state(_ screen: ScreenFile, _ pose: Pose) -> EmulatorState {
    EmulatorState(pose: pose).showing(screen)
  }

  @Test(arguments: Pose.allCases)
  func nothingInteractiveInAnActiveFold(pose: Pose) {
    for screen in [Self.photo, Self.recipes] {
      let state = Self.state(screen, pose)
      let findings = FoldAudit.findings(in: state.tree, env: state.environment)
      #expect(findings.isEmpty, "\(screen.title) in \(pose): \(findings)")
    }
  }

  @Test func theCentredButtonSitsOnTheFoldUntilItTurnsActive() throws {
    let open = Self.state(Self.photo, .open)
    let fold = try #require(
      open.environment.fold(crossing: open.environment.bounds, includeInactive: true))
    let flat = try #require(open.tree.windowNode(id: "buttons.shutter"))
    #expect(abs(flat.frame.midX - fold.frame.midX) < 1e-9, "flat: centred on the fold")
    let book = Self.state(Self.photo, .book)
    let moved = try #require(book.tree.windowNode(id: "buttons.shutter"))
    #expect(!moved.frame.intersects(fold.keepOut), "partly folded: displaced off the fold")
    #expect(moved.frame.minX >= fold.keepOut.maxX, "to the trailing side, as the catalog says")
  }

  @Test func theListDetailIsTheMailboxsGeometry() throws {
    for pose in Pose.allCases {
      let screen = Self.state(Self.recipes, pose)
      let mailbox = EmulatorState(pose: pose, pattern: .listDetail)
      let mine = screen.tree
      let theirs = mailbox.tree
      #expect(mine.node(id: "list")?.frame == theirs.node(id: "list")?.frame, "\(pose)")
      #expect(mine.node(id: "detail")?.frame == theirs.node(id: "detail")?.frame, "\(pose)")
      #expect(mine.node(id: "toolbar")?.frame == theirs.node(id: "toolbar")?.frame, "\(pose)")
    }
  }

  @Test func theToolbarIsTheFilesInOrder() throws {
    let tree = Self.state(Self.photo, .closed).tree
    let bar = try #require(tree.node(id: "toolbar"))
    #expect(bar.children.map(\.id) == ["toolbar.crop"])
    #expect(bar.children[0].role == .control(symbol: "⌗", title: "Crop"))
    #expect(tree.node(id: "fields.caption")?.role.isInteractive == true)
  }
}
