import DuoTermRender
import Foundation
import Testing

@testable import DuoLayoutCore

/// Four in a row: the rules, and the game as two seats play it through the pattern.
@Suite("Four in a row")
struct FourInARowTests {
  /// Plays `columns` (1-based) alternately from the starter; returns the game and the
  /// last drop.
  static func play(_ columns: [Int], starter: Seat = .first) -> (FourInARow, FourInARow.Drop?) {
    var game = FourInARow(starter: starter)
    var seat = starter
    var last: FourInARow.Drop? = nil
    for column in columns {
      last = game.drop(seat, column: column - 1)
      seat = seat.other
    }
    return (game, last)
  }

  @Test(
    "four in a line wins, in every direction",
    arguments: [
      ("horizontal", [1, 1, 2, 2, 3, 3, 4], [35, 36, 37, 38]),
      ("vertical", [5, 6, 5, 6, 5, 6, 5], [18, 25, 32, 39]),
      ("diagonal up to the right", [1, 2, 2, 3, 3, 4, 3, 4, 4, 7, 4], [17, 23, 29, 35]),
      ("diagonal down to the right", [7, 6, 6, 5, 5, 4, 5, 4, 4, 1, 4], [17, 25, 33, 41]),
    ])
  func wins(name: String, moves: [Int], line: [Int]) {
    let (game, last) = Self.play(moves)
    guard case .won = last else {
      Issue.record("\(name): the last drop did not win (\(String(describing: last)))")
      return
    }
    #expect(game.winner == .first, "\(name)")
    #expect(game.winningCells == line, "\(name)")
    #expect(game.wins == SeatPair(first: 1, second: 0))
    #expect(game.isOver)
    var after = game
    #expect(after.drop(.second, column: 0) == nil, "no move after a win")
  }

  @Test("three in a line is not a win; the second seat can win too")
  func notYetAndSecondSeat() {
    let (three, last) = Self.play([1, 7, 2, 7, 3])
    #expect(last == .placed(row: 5))
    #expect(three.winner == nil)
    let (game, won) = Self.play([1, 7, 2, 7, 3, 7, 6, 7])
    #expect(won == .won(row: 2))
    #expect(game.winner == .second)
    #expect(game.wins == SeatPair(first: 0, second: 1))
  }

  /// 42 alternating drops that fill the board without four in a line (found by a
  /// search, checked here move by move).
  static let drawnGame = [
    7, 5, 7, 3, 4, 1, 1, 3, 2, 7, 7, 3, 5, 7, 5, 6, 4, 7, 2, 6, 2, 4, 1, 6, 3, 2, 3, 1, 3, 4,
    6, 5, 2, 2, 5, 4, 6, 5, 4, 6, 1, 1,
  ]

  @Test("a full board with no line is a draw")
  func draw() {
    let (game, last) = Self.play(Self.drawnGame)
    #expect(game.winner == nil)
    #expect(game.isFull && game.isDraw && game.isOver)
    #expect(last == .draw(row: 0))
    #expect(game.draws == 1)
    #expect(game.wins == SeatPair(0))
  }

  @Test("a full column takes no disc")
  func fullColumn() {
    var (game, _) = Self.play([4, 4, 4, 4, 4, 4])
    #expect(game.landingRow(column: 3) == nil)
    #expect(game.drop(.first, column: 3) == nil)
    #expect(game.drop(.first, column: 9) == nil)
  }

  @Test("a rematch clears the board, keeps the score and lets the other seat start")
  func rematch() {
    var (game, _) = Self.play([1, 1, 2, 2, 3, 3, 4])
    game.rematch()
    #expect(game.cells.allSatisfy { $0 == nil })
    #expect(game.wins == SeatPair(first: 1, second: 0))
    #expect(game.starter == .second)
    #expect(game.winner == nil && game.winningCells.isEmpty)
  }

  // MARK: Through the pattern, with the gate

  static let env = DeviceProfile.iPhoneDuo.environment(for: Pose.closed.deviceState(.iPhoneDuo))

  static func started() -> SharedScreenModel {
    var model = SharedScreenModel()
    SharedSplitPattern.tick(&model, at: 0)
    SharedSplitPattern.perform(.act(.first), on: &model, in: env)  // the menu starts four in a row
    return model
  }

  static func press(_ actions: [SharedSplitAction], _ model: inout SharedScreenModel) {
    for action in actions { SharedSplitPattern.perform(action, on: &model, in: env) }
  }

  @Test("the menu starts four in a row on the take-turns gate, the first seat first")
  func starts() {
    let model = Self.started()
    #expect(model.playing == .fourInARow)
    #expect(model.gate == SeatGate(mode: .takeTurns, current: .first))
  }

  @Test(
    "out of turn, the second seat gets nothing done: cursor and drops are ignored",
    arguments: [
      SharedSplitAction.move(.second, .left), .move(.second, .right), .act(.second),
      .move(.second, .bottom),
    ])
  func outOfTurn(action: SharedSplitAction) {
    var model = Self.started()
    let before = model
    Self.press([action], &model)
    #expect(model == before)
  }

  @Test("seats alternate; a win scores for its seat, flashes its half and ends the turns")
  func playToAWin() {
    var model = Self.started()
    // First: column 1, 2, 3, 4 on the bottom row; second: stacks on column 7.
    Self.press(
      [
        .act(.first), .act(.second),
        .move(.first, .right), .act(.first), .act(.second),
        .move(.first, .right), .act(.first), .act(.second),
      ], &model)
    #expect(model.fourInARow.winner == nil)
    #expect(model.gate.current == .first)
    Self.press([.move(.first, .right), .move(.first, .bottom)], &model)  // S drops too
    #expect(model.fourInARow.winner == .first)
    #expect(model.fourInARow.wins == SeatPair(first: 1, second: 0))
    #expect(model.gate == SeatGate(mode: .together))
    #expect(model.isFlashing(.first) && !model.isFlashing(.second))
  }

  @Test("a rematch needs both seats' action keys")
  func rematchVote() {
    var model = Self.started()
    Self.press(
      [.move(.first, .left), .move(.first, .left), .move(.first, .left)]
        + Array(repeating: [SharedSplitAction.act(.first), .act(.second)], count: 3).flatMap { $0 }
        + [.act(.first)], &model)
    #expect(model.fourInARow.winner == .first)
    Self.press([.act(.first)], &model)
    #expect(model.fourInARow.winner == .first, "one vote is not enough")
    #expect(model.rematchVotes == [.first])
    Self.press([.act(.second)], &model)
    #expect(model.fourInARow.winner == nil)
    #expect(model.fourInARow.cells.allSatisfy { $0 == nil })
    #expect(model.fourInARow.wins.first == 1)
    #expect(model.gate == SeatGate(mode: .takeTurns, current: .second), "the other seat starts")
  }

  @Test("the waiting seat's half is dimmed and says it is waiting; paused, both are")
  func waitingHalf() throws {
    var model = Self.started()
    var tree = SharedSplitPattern.layout(model, in: Self.env)
    #expect(tree.node(id: "first")?.emphasis == .normal)
    #expect(tree.node(id: "second")?.emphasis == .dimmed)
    let status = try #require(tree.node(id: "second.status"))
    guard case .text(let text) = status.role else { throw Failure("no status text") }
    #expect(text.hasPrefix("waiting"))
    Self.press([.togglePause], &model)
    tree = SharedSplitPattern.layout(model, in: Self.env)
    for seat in Seat.allCases {
      #expect(tree.node(id: seat.id)?.emphasis == .dimmed)
      guard case .text(let text)? = tree.node(id: "\(seat.id).status")?.role else {
        throw Failure("no status text")
      }
      #expect(text.hasPrefix("paused"))
    }
    let paused = model
    Self.press([.act(.first), .move(.first, .left)], &model)
    #expect(model == paused, "paused, not even the current seat acts")
  }

  @Test(
    "each seat's column cursor is on screen in every pose, down to 80×24",
    arguments: Pose.allCases, [TerminalSize.standard, TerminalSize(columns: 80, rows: 24)])
  func cursorAlwaysShows(pose: Pose, terminal: TerminalSize) throws {
    var models = AppModels()
    models.shared = Self.started()
    let state = EmulatorState(pose: pose, terminal: terminal, pattern: .sharedSplit, models: models)
    let tree = state.tree
    for seat in Seat.allCases {
      let cursor = try #require(tree.node(id: "\(seat.id).cursor"), "\(seat) in \(pose)")
      let half = try #require(tree.node(id: seat.id))
      #expect(half.frame.contains(cursor.frame), "\(seat) in \(pose) at \(terminal)")
    }
    // The seat on turn reads its status whole: a shorter form, never one cut short.
    guard case .text(let status)? = tree.node(id: "first.status")?.role else {
      throw Failure("no status for the first seat in \(pose)")
    }
    #expect(
      status.hasPrefix("your turn") && !status.contains("…"), "\(pose) \(terminal): \(status)")
  }

  @Test("a hand-edited count read back is clamped, so the next win cannot overflow")
  func repairedCounts() throws {
    let saved = try JSONEncoder().encode(FourInARow())
    var fields = try #require(JSONSerialization.jsonObject(with: saved) as? [String: Any])
    fields["wins"] = ["first": Int.max, "second": -3]
    fields["draws"] = Int.max
    let edited = try JSONSerialization.data(withJSONObject: fields)
    var game = try JSONDecoder().decode(FourInARow.self, from: edited).repaired()
    #expect(game.wins == SeatPair(first: Tally.limit, second: 0))
    #expect(game.draws == Tally.limit)
    var seat = Seat.first
    for column in [1, 2, 1, 2, 1, 2, 1] {
      _ = game.drop(seat, column: column - 1)
      seat = seat.other
    }
    #expect(game.wins.first == Tally.limit + 1)
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
