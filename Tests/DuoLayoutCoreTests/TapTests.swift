import Testing

@testable import DuoLayoutCore

/// Clicks: a click on the lit display presses the control there, as its
/// key would; a click on nothing presses nothing.
@Suite struct TapTests {
  static func center(_ state: EmulatorState, _ id: String) throws -> Point {
    let node = try #require(state.tree.windowNode(id: id), "\(id)")
    return Point(x: node.frame.midX, y: node.frame.midY)
  }

  @Test(arguments: [Pose.open, .book, .closed])
  func aRowSelectsItsMessageAndReplyStartsAReply(pose: Pose) throws {
    var state = EmulatorState(pose: pose, pattern: .listDetail)
    state = reduce(state, .tap(try Self.center(state, "list.row.3")), at: 0)
    #expect(state.models.listDetail.selection == 3)
    #expect(!state.models.listDetail.isEditingDraft)
    guard pose != .closed else { return }
    state = reduce(state, .tap(try Self.center(state, "toolbar.reply")), at: 1)
    #expect(state.models.listDetail.isEditingDraft, "Reply pressed")
  }

  @Test func aClickOnNothingChangesNothing() {
    let state = EmulatorState(pose: .open, pattern: .listDetail)
    let after = reduce(state, .tap(Point(x: -5, y: -5)), at: 0)
    #expect(after.models == state.models)
  }

  @Test func aClickStopsATourAsAKeyDoes() throws {
    let script = try DemoScript.parse("F2\nwait 5000", name: "t", file: "t")
    var state = EmulatorState(pose: .open, pattern: .listDetail)
    state.startTour(script, at: 0)
    state = reduce(state, .tap(try Self.center(state, "list.row.3")), at: 0.5)
    #expect(state.tour == nil)
    #expect(state.models.listDetail.selection == 1, "the click only hands over")
  }
}

/// Clicks in the other patterns: a four-in-a-row column drops for the seat whose
/// half it is, through the seat gate; pages turn; a card selects.
@Suite struct PatternTapTests {
  @Test(arguments: [Pose.closed, .open, .book])
  func aColumnDropsForTheSeatWhoseHalfItIsAndOnlyOnItsTurn(pose: Pose) throws {
    var state = reduce(EmulatorState(pose: pose, pattern: .sharedSplit), .key(.enter), at: 0)
    #expect(state.models.shared.playing == .fourInARow)
    let first = state.models.shared.gate.current
    let bottom = FourInARow.rows - 1
    state = reduce(
      state, .tap(try TapTests.center(state, "\(first.id).board.column.3")), at: 1)
    #expect(state.models.shared.fourInARow.disc(column: 2, row: bottom) == first)
    let waiting = state
    state = reduce(
      state, .tap(try TapTests.center(state, "\(first.id).board.column.5")), at: 2)
    #expect(state.models.shared.fourInARow == waiting.models.shared.fourInARow, "waiting: nothing")
    #expect(state.models.shared.gate == waiting.models.shared.gate)
    let second = first.other
    state = reduce(
      state, .tap(try TapTests.center(state, "\(second.id).board.column.5")), at: 3)
    #expect(state.models.shared.fourInARow.disc(column: 4, row: bottom) == second)
    #expect(state.models.shared.fourInARow.disc(column: 2, row: bottom) == first)
  }

  @Test func previousAndNextTurnThePage() throws {
    var state = EmulatorState(pose: .book, pattern: .twoPage)
    state = reduce(state, .tap(try TapTests.center(state, "pager.next")), at: 0)
    let turned = state.models.twoPage.position
    #expect(turned > 0, "Next turned")
    state = reduce(state, .tap(try TapTests.center(state, "pager.previous")), at: 1)
    #expect(state.models.twoPage.position == 0, "Previous turned back")
  }

  @Test(arguments: [Pose.closed, .open, .book])
  func aCardSelectsItself(pose: Pose) throws {
    var state = EmulatorState(pose: pose, pattern: .feed)
    let card = try #require(
      state.tree.windowNodes.last { $0.id.hasPrefix("feed.card.") && !$0.id.hasSuffix(".text") })
    let id = try #require(Int(card.id.dropFirst("feed.card.".count)))
    #expect(id != 1)
    state = reduce(state, .tap(try TapTests.center(state, card.id)), at: 0)
    #expect(state.models.feed.selection == id)
  }
}

/// Pong's paddle follows a click in its half, through the seat gate: it moves
/// toward the clicked lane over the ticks at its keys' speed, and stops there.
@Suite struct PongTapTests {
  /// `state` ticked at the front's frame rate from `start` to `end` seconds.
  static func play(_ state: EmulatorState, from start: Double, to end: Double) -> EmulatorState {
    stride(from: start + 0.05, through: end, by: 0.05).reduce(state) { reduce($0, .tick, at: $1) }
  }

  @Test(arguments: [Pose.closed, .open], [false, true])
  func aClickInAHalfSetsThatHalfsPaddleMovingThere(pose: Pose, faceToFace: Bool) throws {
    var state = EmulatorState(pose: pose, pattern: .sharedSplit)
    if faceToFace { state = reduce(state, .key(.character("f")), at: 0) }
    state = reduce(state, .key(.character("s")), at: 0)
    state = reduce(state, .key(.space), at: 0.1)
    #expect(state.models.shared.playing == .pong)
    var now = 0.1
    for seat in Seat.allCases {
      let nearest = try #require(
        state.tree.windowNodes.first { $0.id.hasPrefix("\(seat.id).court.lane.1.of.") })
      let count = try #require(nearest.id.split(separator: ".").last)
      let farthest = try #require(
        state.tree.windowNode(id: "\(seat.id).court.lane.\(count).of.\(count)"))
      let other = state.models.shared.pong.paddles[seat.other]
      let start = state.models.shared.pong.paddles[seat]
      state = reduce(state, .tap(Point(x: farthest.frame.midX, y: farthest.frame.midY)), at: now)
      #expect(state.models.shared.pong.paddles[seat] == start, "no jump")
      state = Self.play(state, from: now, to: now + 0.1)
      let moving = state.models.shared.pong.paddles[seat]
      #expect(moving > start && moving < 1 - Pong.paddleHalfLength, "on its way")
      state = Self.play(state, from: now + 0.1, to: now + 1)
      #expect(state.models.shared.pong.paddles[seat] == 1 - Pong.paddleHalfLength, "there")
      state = reduce(state, .tap(Point(x: nearest.frame.midX, y: nearest.frame.midY)), at: now + 1)
      state = Self.play(state, from: now + 1, to: now + 2)
      #expect(state.models.shared.pong.paddles[seat] == Pong.paddleHalfLength, "to the wall")
      #expect(state.models.shared.pong.paddles[seat.other] == other, "the other paddle stays")
      now += 2
    }
  }
}
