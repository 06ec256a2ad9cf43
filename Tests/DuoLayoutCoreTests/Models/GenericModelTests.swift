import Testing

@testable import DuoLayoutCore

/// The generic models the catalog's patterns (and screen files) build their state
/// on: each keeps its place by ID or by position in the text, never by offset on
/// screen, so a change of size moves nothing.
@Suite struct ListStateTests {
  static let ids = (1...240).map { "item-\($0)" }

  @Test func theFirstMoveSelectsTheTopRow() {
    var list = ListState(selection: nil, anchor: "item-10")
    list.moveDown(in: Self.ids, capacity: 5)
    #expect(list.selection == "item-10")
  }

  @Test func movingPastTheBottomScrollsJustEnough() {
    var list = ListState(selection: "item-1")
    for _ in 0..<5 { list.moveDown(in: Self.ids, capacity: 4) }
    #expect(list.selection == "item-6")
    #expect(list.anchor == "item-3", "the selection on the last row, not the top")
    list.moveUp(in: Self.ids, capacity: 4)
    #expect(list.anchor == "item-3", "moving inside the screen leaves the top alone")
  }

  /// Measured on the iPhone Duo simulator: item 150 stays on top through 4 → 1 → 4 columns.
  @Test func theAnchorStaysOnTopThroughAnyColumnCount() {
    let list = ListState(selection: "item-150", anchor: "item-150")
    for stride in [4, 1, 4, 2] {
      #expect(Self.ids[list.firstVisible(in: Self.ids, capacity: 12, stride: stride)] == "item-150")
    }
  }

  @Test func pagesMoveTheTopAndTheSelectionTogether() {
    var list = ListState(selection: "item-3", anchor: "item-1")
    list.pageDown(in: Self.ids, capacity: 10)
    #expect(list.anchor == "item-11")
    #expect(list.selection == "item-13")
    list.pageUp(in: Self.ids, capacity: 10)
    #expect((list.anchor, list.selection) == ("item-1", "item-3"))
  }

  @Test func firstAndLastStopAtTheEnds() {
    var list = ListState(selection: "item-100", anchor: "item-95")
    list.moveToLast(in: Self.ids, capacity: 10)
    #expect(list.selection == "item-240")
    #expect(list.firstVisible(in: Self.ids, capacity: 10) == 230)
    list.moveDown(in: Self.ids, capacity: 10)
    #expect(list.selection == "item-240")
    list.moveToFirst(in: Self.ids, capacity: 10)
    #expect((list.anchor, list.selection) == ("item-1", "item-1"))
  }

  /// Each key's move, from item 100 with item 95 on top and 10 rows on screen.
  @Test(arguments: [
    (ListMove.up, "item-99"), (.down, "item-101"), (.pageUp, "item-90"), (.pageDown, "item-110"),
    (.first, "item-1"), (.last, "item-240"),
  ])
  func eachMoveSelects(move: ListMove, selected: String) {
    var list = ListState(selection: "item-100", anchor: "item-95")
    list.apply(move, in: Self.ids, capacity: 10)
    #expect(list.selection == selected)
  }

  /// Content in another order (a pinned item sorted first): the same item stays
  /// selected wherever it moved.
  @Test func theSelectionFollowsItsItemWhenTheOrderChanges() {
    let list = ListState(selection: "c", anchor: "a")
    #expect(list.selectedIndex(in: ["a", "b", "c"]) == 2)
    #expect(list.selectedIndex(in: ["c", "a", "b"]) == 0)
  }

  @Test func repairDropsWhatIsNoLongerThere() {
    let list = ListState(selection: "gone", anchor: "item-2").repaired(ids: Self.ids)
    #expect(list.selection == nil)
    #expect(list.anchor == "item-2")
  }

  @Test func anEmptyListSelectsNothing() {
    var list = ListState(selection: "x", anchor: "x")
    list.moveDown(in: [], capacity: 3)
    #expect(list == ListState())
  }
}

@Suite struct TabsStateTests {
  static let ids = ["today", "beds", "notes"]

  @Test func eachTabKeepsItsOwnState() {
    var tabs = TabsState<ListState>()
    #expect(tabs.selectedID(in: Self.ids) == "today")
    tabs["today"].selection = "water-beans"
    tabs.selectNext(in: Self.ids)
    tabs["beds"].selection = "bed-3"
    tabs.selectNext(in: Self.ids)
    tabs.selectNext(in: Self.ids)
    #expect(tabs.selectedID(in: Self.ids) == "today", "wraps around")
    #expect(tabs["today"].selection == "water-beans")
    #expect(tabs["beds"].selection == "bed-3")
    tabs.selectPrevious(in: Self.ids)
    #expect(tabs.selected == "notes")
  }

  @Test func aTabBackToFreshIsNotStored() {
    var tabs = TabsState<ListState>()
    tabs["beds"].selection = "bed-1"
    tabs["beds"].selection = nil
    #expect(tabs == TabsState<ListState>())
  }

  @Test func repairKeepsOnlyKnownTabs() {
    var tabs = TabsState<ListState>(selected: "attic")
    tabs["attic"].selection = "box"
    tabs["beds"].selection = "gone"
    let repaired = tabs.repaired(ids: Self.ids) { _, list in list.repaired(ids: ["bed-1"]) }
    #expect(repaired.selected == nil)
    #expect(repaired == TabsState<ListState>(), "the attic dropped, the beds' gone item too")
  }

  @Test func itRoundTripsThroughJSON() throws {
    var tabs = TabsState<ListState>(selected: "beds")
    tabs["beds"] = ListState(selection: "bed-3", anchor: "bed-2")
    let json = try JSONValueEncoder().encode(tabs)
    #expect(
      try JSONValueDecoder(strict: true).decode(TabsState<ListState>.self, from: json) == tabs)
  }
}

@Suite struct SheetAndFieldStateTests {
  @Test func aSheetShowsOneAtATime() {
    var sheet = SheetState()
    sheet.show("comments")
    sheet.show("share")
    #expect(sheet.isShowing("share") && !sheet.isShowing("comments"))
    sheet.toggle("share")
    #expect(!sheet.isShown)
  }

  @Test func aFieldTypesOnlyWithFocus() {
    var field = TextFieldState()
    let unfocused = field.type(.character("a"))
    #expect(!unfocused)
    field.focus()
    let typed = [Key.character("a"), .character("b"), .left].map { field.type($0) }
    #expect(typed == [true, true, true])
    let device = field.type(.function(3))
    #expect(!device, "a device key is not typing")
    let escaped = field.type(.escape)
    #expect(escaped)
    #expect(!field.isFocused)
    #expect(field.draft == Draft(text: "ab", cursor: 1), "the text and cursor stay")
    #expect(field.take() == "ab")
    #expect(field == TextFieldState())
  }

  @Test func theNodeShowsTheCursorOnlyWithFocus() {
    var field = TextFieldState(draft: Draft(text: "hi"))
    let frame = Rect(x: 0, y: 0, width: 80, height: 16)
    #expect(
      field.node(id: "f", frame: frame, placeholder: "…").role
        == .field(text: "hi", cursor: nil, placeholder: "…"))
    field.focus()
    let node = field.node(id: "f", frame: frame, placeholder: "…")
    #expect(node.role == .field(text: "hi", cursor: 2, placeholder: "…"))
    #expect(node.emphasis == .focused)
  }

  @Test func aSavedFieldIsReadAsTyped() throws {
    let json = try JSONReader.parse(
      #"{"draft": {"text": "a\u001b[2Jb", "cursor": 99}, "isFocused": true}"#)
    let field = try JSONValueDecoder().decode(TextFieldState.self, from: json)
    #expect(field.text == "a[2Jb", "the escape is dropped, as typing drops it")
    #expect(field.draft.cursor == 5)
  }
}

@Suite struct PagesStateTests {
  /// The same words on screen at any page size: the position is in the text.
  @Test(arguments: [(40, 20), (80, 30), (25, 12)])
  func thePositionSurvivesRePagination(columns: Int, lines: Int) {
    var reader = PagesState()
    func starts(_ pagination: Pagination) -> [Int] {
      (0..<pagination.pageCount).map(pagination.pageStart)
    }
    reader.turn(by: 7, in: starts(Pagination(Book.standard.chapters, columns: 100, lines: 40)))
    let position = reader.position
    let other = starts(Pagination(Book.standard.chapters, columns: columns, lines: lines))
    let page = reader.page(in: other)
    let next = page + 1 < other.count ? other[page + 1] : Int.max
    #expect(other[page] <= position && position < next)
  }

  @Test func turningStopsAtTheEnds() {
    var reader = PagesState()
    let starts = [0, 10, 20, 30]
    reader.turn(by: -3, in: starts)
    #expect(reader.position == 0)
    reader.turn(by: 10, in: starts, showing: 2)
    #expect(reader.position == 20, "the last spread of two starts on the third page")
    reader.toEnd(in: starts)
    #expect(reader.position == 30)
    #expect(reader.page(in: starts) == 3)
    #expect(PagesState(position: 15).page(in: starts) == 1)
    #expect(PagesState(position: -4).repaired(length: 30).position == 0)
    #expect(PagesState(position: 99).repaired(length: 30).position == 30)
  }
}
