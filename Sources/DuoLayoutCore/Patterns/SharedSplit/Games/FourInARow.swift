/// Four in a row on a 7 × 6 board: seats take turns dropping a disc into a column;
/// it falls to the lowest free row. Four of one seat's discs in a line —
/// horizontal, vertical or either diagonal — win; a full board with no line is a
/// draw. Wins are counted per seat across rematches, and seats take turns starting.
///
/// The rules only: whose turn it is lives in the model's `SeatGate`.
///
/// ```swift
/// var game = FourInARow()
/// game.drop(.first, column: 3)   // .placed(row: 5)
/// game.disc(column: 3, row: 5)   // .first
/// ```
public struct FourInARow: Hashable, Sendable, Codable {
  public static let columns = 7
  public static let rows = 6
  /// Discs in a line that win.
  public static let line = 4

  /// What a drop did.
  public enum Drop: Hashable, Sendable {
    /// The disc landed on `row`; play goes on.
    case placed(row: Int)
    /// The disc landed and made a line.
    case won(row: Int)
    /// The disc filled the board with no line.
    case draw(row: Int)
  }

  /// The board, row by row from the top: `cells[row * columns + column]`.
  public private(set) var cells: [Seat?]
  /// Each seat's column cursor.
  public var cursors: SeatPair<Int>
  /// The seat that moved first in this game.
  public private(set) var starter: Seat
  public private(set) var winner: Seat?
  /// The cells of the winning line (or lines), row-major indices.
  public private(set) var winningCells: [Int]
  /// The cell of the last disc dropped.
  public private(set) var lastDrop: Int?
  /// Games won, per seat, since the game was chosen from the menu.
  public private(set) var wins: SeatPair<Int>
  public private(set) var draws: Int

  /// An empty board, both cursors on the middle column, no score; `starter` moves first.
  public init(starter: Seat = .first) {
    cells = Array(repeating: nil, count: Self.columns * Self.rows)
    cursors = SeatPair(Self.columns / 2)
    self.starter = starter
    winner = nil
    winningCells = []
    lastDrop = nil
    wins = SeatPair(0)
    draws = 0
  }

  /// The disc in a cell, or nil while it is empty. Row 0 is the top; discs land from
  /// the bottom up.
  public func disc(column: Int, row: Int) -> Seat? {
    cells[row * Self.columns + column]
  }

  /// True once every cell holds a disc.
  public var isFull: Bool { !cells.contains(nil) }
  /// True when the board filled up with no line of four.
  public var isDraw: Bool { winner == nil && isFull }
  /// True once there is a winner or the board is full: `drop` then refuses.
  public var isOver: Bool { winner != nil || isFull }

  /// The row a disc dropped in `column` lands on, or nil when the column is full.
  public func landingRow(column: Int) -> Int? {
    guard (0..<Self.columns).contains(column) else { return nil }
    return (0..<Self.rows).last { disc(column: column, row: $0) == nil }
  }

  /// Drops `seat`'s disc in `column`. Nil (and nothing changes) when the game is
  /// over, the column is full or out of range. Turn order is the gate's business.
  public mutating func drop(_ seat: Seat, column: Int) -> Drop? {
    guard !isOver, let row = landingRow(column: column) else { return nil }
    let index = row * Self.columns + column
    cells[index] = seat
    lastDrop = index
    let line = lines(through: column, row: row, of: seat)
    if !line.isEmpty {
      winner = seat
      winningCells = line
      wins[seat] += 1
      return .won(row: row)
    }
    if isFull {
      draws += 1
      return .draw(row: row)
    }
    return .placed(row: row)
  }

  /// A new game with the score kept; the other seat starts.
  public mutating func rematch() {
    let kept = (wins, draws, cursors)
    self = FourInARow(starter: starter.other)
    (wins, draws, cursors) = kept
  }

  /// The cells of every line of `line` or more `seat` discs through (column, row).
  private func lines(through column: Int, row: Int, of seat: Seat) -> [Int] {
    var found: [Int] = []
    for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
      var run = [row * Self.columns + column]
      for sign in [1, -1] {
        var c = column + sign * dc
        var r = row + sign * dr
        while (0..<Self.columns).contains(c), (0..<Self.rows).contains(r),
          disc(column: c, row: r) == seat
        {
          run.append(r * Self.columns + c)
          c += sign * dc
          r += sign * dr
        }
      }
      if run.count >= Self.line { found += run }
    }
    return Array(Set(found)).sorted()
  }
}

extension FourInARow {
  /// The game with everything in range, for one read back from a file: a board of
  /// the wrong size starts over; cursors, marks and counts are clamped.
  public func repaired() -> FourInARow {
    guard cells.count == Self.columns * Self.rows else { return FourInARow(starter: starter) }
    var game = self
    let cellRange = 0..<cells.count
    game.cursors = SeatPair(
      first: min(max(0, cursors.first), Self.columns - 1),
      second: min(max(0, cursors.second), Self.columns - 1))
    game.winningCells = winningCells.filter(cellRange.contains)
    if let last = lastDrop, !cellRange.contains(last) { game.lastDrop = nil }
    if winner != nil && game.winningCells.isEmpty { game.winner = nil }
    game.wins = SeatPair(first: Tally.clamped(wins.first), second: Tally.clamped(wins.second))
    game.draws = Tally.clamped(draws)
    return game
  }
}
