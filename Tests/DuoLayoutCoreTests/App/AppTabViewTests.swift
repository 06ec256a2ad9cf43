import Foundation
import Testing

@testable import DuoLayoutCore

/// A tab view root (`Examples/apps/photos.json`): a tab bar where the window is
/// compact, a sidebar where it is regular; `]`, `[` and clicks switch tabs; each
/// tab keeps its own path; the tab and its path survive a fold and a session; a
/// file naming tabs wrongly is refused at its line.
@Suite struct AppTabViewTests {
  static let photos = ExampleApp.read("photos.json")

  static func start(_ pose: Pose = .closed) -> EmulatorState {
    EmulatorState(profile: .iPhoneDuo, pose: pose, terminal: TerminalSize(columns: 200, rows: 50))
      .showing(photos)
  }

  static func keys(_ state: EmulatorState, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  static func app(_ state: EmulatorState) -> AppState { state.models.screen.state.app }

  @Test func aTabBarWhenCompactASidebarWhenRegular() throws {
    let closed = Self.start(.closed).tree
    let bar = try #require(closed.node(id: "tabbar"))
    #expect(closed.node(id: "sidebar.title") == nil)
    #expect(["library", "albums", "search"].allSatisfy { bar.node(id: "tabbar.\($0)") != nil })
    // Down the leading side, beside the screen, as iPhone Duo runs its bars.
    let grid = try #require(closed.node(id: "library.recents.beach"))
    #expect(bar.frame.maxX <= grid.frame.minX)
    #expect(bar.frame.height > bar.frame.width)
    for pose in [Pose.open, .book] {
      let open = Self.start(pose).tree
      let title = try #require(open.node(id: "sidebar.title"), "\(pose)")
      #expect("\(title.role)".contains("Photos"))
      #expect(open.node(id: "tabbar.albums") != nil)
      #expect(open.node(id: "tabbar.library")?.emphasis == .selected)
    }
  }

  @Test func bracketsAndClicksSwitchTabsAndEachTabKeepsItsPath() throws {
    // ] to Albums, Down Enter: Summer's album pushed.
    var state = Self.keys(Self.start(), [.character("]"), .down, .enter])
    #expect(Self.app(state).root == "albums")
    #expect(Self.app(state).path == [AppPlace(screen: "album", item: "summer")])
    // ] to Search: its own empty path; [ back: Albums' path again.
    state = Self.keys(state, [.character("]")])
    #expect(Self.app(state).root == "search")
    #expect(Self.app(state).path.isEmpty)
    #expect(state.tree.node(id: "search.query") != nil)
    state = Self.keys(state, [.character("[")])
    #expect(Self.app(state).path == [AppPlace(screen: "album", item: "summer")])
    #expect(state.tree.node(id: "album.album-photos.bike") != nil)
    // A click on Library's tab shows it.
    let tab = try #require(state.tree.windowNode(id: "tabbar.library"))
    state = reduce(state, .tap(Point(x: tab.frame.midX, y: tab.frame.midY)), at: 0)
    #expect(Self.app(state).root == "library")
    #expect(state.tree.node(id: "library.recents.beach") != nil)
  }

  @Test func theTabAndItsPathSurviveAFoldAndASession() throws {
    var state = Self.keys(Self.start(), [.character("]"), .down, .enter])
    state = reduce(state, .key(.function(2)), at: 0)
    state = reduce(state, .tick, at: 5)
    state = reduce(state, .key(.function(3)), at: 5)
    state = reduce(state, .tick, at: 10)
    #expect(state.pose == .book)
    #expect(Self.app(state).root == "albums")
    #expect(state.tree.node(id: "tabbar.albums")?.emphasis == .selected)
    #expect(state.tree.node(id: "album.album-photos.beach") != nil)
    let bytes = SessionFile.encode(SessionSnapshot(state))
    let restored = try SessionFile.decode(bytes).restore(into: EmulatorState()).showing(Self.photos)
    #expect(Self.app(restored).root == "albums")
    #expect(Self.app(restored).path == [AppPlace(screen: "album", item: "summer")])
  }

  @Test(arguments: [
    (
      #""tabs": [{"screen": "hme", "symbol": "●"}]"#,
      #"tabs[0].screen: no screen has the ID "hme" — did you mean "home"?"#
    ),
    (#""tabs": []"#, #"tabs: a tab view needs its tabs"#),
    (
      #""tabs": [{"screen": "other", "symbol": "●"}]"#,
      #"start: the start screen "home" has no tab"#
    ),
  ])
  func wrongTabsAreRefusedAtTheirLine(tabs: String, message: String) throws {
    let text = """
      {"title": "T", "root": "tabs", "start": "home", \(tabs),
       "screens": [{"id": "home", "title": "Home"}, {"id": "other", "title": "Other"}]}
      """
    #expect {
      _ = try ScreenFile.read(text, file: "tabs.json")
    } throws: { error in
      "\(error)".contains(message) && "\(error)".hasPrefix("tabs.json:")
    }
  }

  @Test func tabsOutsideATabViewAreRefused() {
    let text = #"""
      {"title": "T", "start": "home", "tabs": [{"screen": "home", "symbol": "●"}],
       "screens": [{"id": "home", "title": "Home"}]}
      """#
    #expect {
      _ = try ScreenFile.read(text, file: "tabs.json")
    } throws: { error in
      "\(error)".contains(#"write "root": "tabs", or remove "tabs""#)
    }
  }
}
