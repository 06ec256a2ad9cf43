import Testing

@testable import DuoLayoutCore

/// The shared blocks: displacement, scroll anchors, slicing, drafts.
@Suite struct LayoutBlockTests {
  let book = DeviceProfile.iPhoneDuo.environment(for: Pose.book.deviceState(.iPhoneDuo))
  let open = DeviceProfile.iPhoneDuo.environment(for: Pose.open.deviceState(.iPhoneDuo))

  @Test func displacementMovesAControlOffAnActiveFoldToTheTrailingSide() {
    let control = Rect(x: 440, y: 600, width: 60, height: 16)
    let placed = Displacement.place(control, in: book, within: book.safeBounds)
    #expect(placed.minX == 515)
    #expect(placed.minY == 600)
  }

  @Test func displacementGoesToTheTrailingSideRightToLeftToo() {
    // Measured from the top-leading corner (rule 7): the control sits where the
    // left-to-right one does, mirrored.
    let rightToLeft = book.measured(for: .rightToLeft)
    let control = Rect(x: 440, y: 600, width: 60, height: 16).mirrored(across: 951)
    let placed = Displacement.place(control, in: rightToLeft, within: rightToLeft.safeBounds)
    #expect(placed.mirrored(across: 951).maxX == 435, "trailing is the left side right to left")
    #expect(placed.minY == 600)
  }

  @Test func displacementLeavesControlsAloneWhileFlat() {
    let control = Rect(x: 440, y: 600, width: 60, height: 16)
    #expect(Displacement.place(control, in: open, within: open.safeBounds) == control)
  }

  @Test func displacementGoesLeadingWhenTheTrailingSideHasNoRoom() {
    let control = Rect(x: 460, y: 300, width: 380, height: 16)
    let placed = Displacement.place(control, in: book, within: book.safeBounds)
    #expect(placed.maxX == 435)
  }

  @Test func displacementMovesOnlyTheNodeItIsGiven() {
    let child = LayoutNode(
      id: "g.a", role: .control(symbol: "a", title: "A"),
      frame: Rect(x: 450, y: 10, width: 10, height: 10))
    let group = LayoutNode(
      id: "g", role: .container(.plain), frame: Rect(x: 450, y: 10, width: 20, height: 10),
      children: [child])
    let moved = Displacement.displace(group, in: book, within: book.safeBounds)
    #expect(moved.frame.minX == 515)
    #expect(moved.children[0].frame.minX == 515)
  }

  @Test(arguments: [
    (anchor: 149, selection: 149, capacity: 12, stride: 4, expected: 149),
    (anchor: 0, selection: 30, capacity: 10, stride: 1, expected: 21),
    (anchor: 20, selection: 5, capacity: 10, stride: 1, expected: 5),
    (anchor: 8, selection: 30, capacity: 8, stride: 4, expected: 24),
    (anchor: 8, selection: 3, capacity: 8, stride: 4, expected: 0),
    (anchor: 8, selection: 9, capacity: 8, stride: 4, expected: 8),
  ])
  func scrollAnchorKeepsTheAnchorOnTopUnlessTheSelectionWouldHide(
    anchor: Int, selection: Int, capacity: Int, stride: Int, expected: Int
  ) {
    let first = ScrollAnchor.firstVisible(
      anchor: anchor, selection: selection, capacity: capacity, stride: stride)
    #expect(first == expected)
    #expect(selection >= first && selection < first + capacity)
  }

  @Test func slicingCutsFromEachEdge() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.sliced(30, from: .trailing).slice == Rect(x: 80, y: 20, width: 30, height: 50))
    #expect(rect.sliced(30, from: .leading, direction: .rightToLeft).slice.minX == 80)
    #expect(rect.sliced(10, from: .bottom).remainder == Rect(x: 10, y: 20, width: 100, height: 40))
    #expect(rect.sliced(500, from: .top).remainder.height == 0)
  }

  @Test func draftEditsAtTheCursor() {
    var draft = Draft()
    draft.insert("Helo")
    draft.moveLeft()
    draft.insert("l")
    #expect(draft.text == "Hello")
    #expect(draft.cursor == 4)
    draft.moveToEnd()
    draft.deleteBackward()
    #expect(draft.text == "Hell")
    draft.moveToStart()
    draft.deleteForward()
    #expect(draft.text == "ell")
    draft.insert("e\u{301}")
    #expect(draft.text == "e\u{301}ell")
    #expect(draft.cursor == 1)
    draft.insert("\u{7}bell")
    #expect(draft.text == "e\u{301}bellell", "control characters are dropped")
  }

  @Test func draftIsBounded() {
    var draft = Draft()
    draft.insert(String(repeating: "x", count: Draft.limit + 500))
    #expect(draft.text.count == Draft.limit)
  }

  @Test func textLineDropsTheTrailingPartBeforeTheTextGoesUnderHalf() {
    #expect(
      TextLine.fit("Ada Lovelace", trailing: "Mon 09:41", direction: .leftToRight, width: 20)
        == "Ada Lovel… Mon 09:41")
    #expect(
      TextLine.fit("Ada Lovelace", trailing: "Mon 09:41", direction: .leftToRight, width: 12)
        == "Ada Lovelace")
    #expect(
      TextLine.fit("Ada", trailing: "Mon 09:41", direction: .leftToRight, width: 14)
        == "Ada  Mon 09:41")
  }

  @Test func textLineFitsExactly() {
    for width in [0, 1, 5, 12, 30] {
      let line = TextLine.fit(
        "東京 trip: hotel shortlist", trailing: "Sat 14:22", direction: .leftToRight, width: width)
      #expect(TerminalWidth.of(line) == width, "\(width): \(line)")
    }
  }

  @Test func listRowsKeepTheSelectionOnScreenAtTheirPitch() {
    let ids = ["harbour", "mill", "chapel", "pier", "quay"]
    let state = ListState(selection: "pier", anchor: "harbour")
    let metrics = TextMetrics(columnWidth: 8, lineHeight: 16)
    let frame = Rect(x: 20, y: 100, width: 200, height: 160)
    let rows = ListRows.node(
      id: "list.rows", rowID: "list.place", ids: ids, state: state, capacity: 2, in: frame,
      lines: 3, gap: 1, metrics: metrics
    ) { ["\(ids[$0])", "line 2", "line 3"] }
    #expect(rows.role == .scroll)
    #expect(rows.children.map(\.id) == ["list.place.chapel", "list.place.pier"])
    #expect(rows.children.map(\.emphasis) == [.normal, .selected])
    #expect(rows.children.map(\.frame.minY) == [100, 164], "a row every four lines")
    #expect(rows.children.allSatisfy { $0.frame.height == 48 && $0.frame.width == 200 })
    #expect(rows.children.first?.role == .label("chapel\nline 2\nline 3"))
  }
}
