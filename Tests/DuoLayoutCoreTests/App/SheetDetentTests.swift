import Testing

@testable import DuoLayoutCore

/// A screen presented as a sheet: on the closed phone (compact) it stands at its
/// detent — medium about half the height, large all but the top two lines — and
/// `+` and `-` move it between the detents its screen allows; on the open inner
/// display (regular) it is a centred form sheet, moved off an active fold: to one
/// side of a fold down the middle (book), above a fold across (tabletop). The
/// detent is state, so a fold keeps it.
@Suite struct SheetDetentTests {
  static func app(detents: String = #""detents": ["medium", "large"],"#) -> String {
    """
    {"title": "Photos", "root": "stack", "start": "home", "screens": [
      {"id": "home", "title": "Library", "content": [
        {"kind": "button", "id": "info", "symbol": "ⓘ", "title": "Info", "action": {"present": "details"}}]},
      {"id": "details", "title": "Details", \(detents)
       "content": [{"kind": "switch", "id": "favourite", "title": "Favourite"}]}]}
    """
  }

  static func presented(_ pose: Pose, app: String = app()) throws -> EmulatorState {
    let screen = try ScreenFile.read(app, file: "photos.json")
    return keys(EmulatorState(pose: pose).showing(screen), [.down, .enter])
  }

  static func keys(_ state: EmulatorState, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  static func sheet(_ state: EmulatorState) throws -> Rect {
    try #require(state.tree.node(id: "sheet"), "a sheet is up").frame
  }

  /// The content area the sheet rises in: the window's safe area, as laid out.
  static func window(_ state: EmulatorState) -> Rect { state.environment.safeBounds }

  @Test func closedItOpensAtMediumAboutHalfTheHeightAndPlusMakesItLarge() throws {
    var state = try Self.presented(.closed)
    #expect(state.models.screen.state.app.presented?.screen == "details")
    let window = Self.window(state)
    let medium = try Self.sheet(state)
    #expect(abs(medium.minY - window.midY) <= window.height / 8, "\(medium) in \(window)")
    #expect(medium.maxY <= window.maxY + 1e-9)
    state = Self.keys(state, [.character("+")])
    let large = try Self.sheet(state)
    let lines = state.environment.textMetrics.lineHeight * 4
    #expect(large.minY < medium.minY && large.minY <= window.minY + lines, "\(large)")
    #expect(large.maxY == medium.maxY, "both stand on the bottom edge")
    state = Self.keys(state, [.character("-")])
    #expect(try Self.sheet(state) == medium)
  }

  @Test func aSheetWithNoDetentsIsLargeAndSaysWhyPlusDoesNothing() throws {
    var state = try Self.presented(.closed, app: Self.app(detents: ""))
    let large = try Self.sheet(state)
    state = Self.keys(state, [.character("-")])
    #expect(try Self.sheet(state) == large)
    let notice = state.notice ?? ""
    #expect(notice.contains(#""detents": ["medium", "large"]"#), "\(notice)")
  }

  @Test func theDetentSurvivesAFoldAndIsForgottenWhenTheSheetCloses() throws {
    var state = Self.keys(try Self.presented(.closed), [.character("+")])
    let large = try Self.sheet(state)
    state = Self.keys(state, [.function(2), .function(2)])  // open, then closed again
    #expect(state.pose == .closed)
    #expect(try Self.sheet(state) == large)
    state = Self.keys(state, [.escape, .enter])  // closed, then presented again
    #expect(try Self.sheet(state).minY > large.minY, "opens at its first detent, medium")
  }

  @Test func openFlatItIsACentredFormSheet() throws {
    let state = try Self.presented(.open)
    let sheet = try Self.sheet(state)
    let window = Self.window(state)
    #expect(sheet.width <= SheetLayout.formSheetWidth)
    #expect(sheet.width < window.width * 0.75, "not the whole width: \(sheet)")
    #expect(abs(sheet.midX - window.midX) <= window.width / 8, "centred: \(sheet) in \(window)")
  }

  @Test(arguments: [Pose.book, .tabletop])
  func partlyFoldedItMovesOffTheFold(pose: Pose) throws {
    let state = try Self.presented(pose)
    let sheet = try Self.sheet(state)
    let fold = try #require(state.environment.reservedRegions(.division).first)
    #expect(!sheet.intersects(fold.keepOut), "\(pose): \(sheet) against \(fold.keepOut)")
    if fold.isVertical {
      #expect(
        sheet.minX >= fold.keepOut.maxX || sheet.maxX <= fold.keepOut.minX,
        "book: one side of the fold")
    } else {
      #expect(sheet.maxY <= fold.keepOut.minY, "tabletop: above the fold")
    }
    #expect(FoldAudit.findings(in: state.tree, env: state.environment).isEmpty)
  }

  @Test func anUnknownDetentIsRefusedAtItsLine() {
    #expect {
      _ = try ScreenFile.read(Self.app(detents: #""detents": ["half"],"#), file: "photos.json")
    } throws: { error in
      "\(error)".hasPrefix("photos.json:") && "\(error)".contains("medium")
    }
  }
}
