/// The one gate every seat's game move goes through, held in the model (basis:
/// design: views can lag a turn, the model cannot).
///
/// Together, both seats act at once; taking turns, only the current seat does.
/// Paused, neither does. Pausing, resuming and Leave are not moves: they work for
/// either seat (Leave for the second only) whoever's turn it is, so no one can be
/// held in a game.
///
/// ```swift
/// var gate = SeatGate(mode: .takeTurns)
/// gate.canAct(.second)       // false: the first seat starts
/// gate.finishTurn(of: .first)
/// gate.canAct(.second)       // true
/// ```
public struct SeatGate: Hashable, Sendable, Codable {
  public enum Mode: String, Hashable, Sendable, Codable {
    case together, takeTurns
  }

  /// Together (both seats act at once: pong) or taking turns (four in a row).
  public var mode: Mode
  /// While paused neither seat may move; either seat may pause or resume.
  public var isPaused: Bool
  /// Whose turn it is; only read while taking turns.
  public private(set) var current: Seat

  public init(mode: Mode = .together, current: Seat = .first, isPaused: Bool = false) {
    self.mode = mode
    self.current = current
    self.isPaused = isPaused
  }

  /// True when `seat` may make a move now.
  public func canAct(_ seat: Seat) -> Bool {
    !isPaused && (mode == .together || seat == current)
  }

  /// Call after a seat has moved. Taking turns, the other seat goes next; a seat
  /// that was not current changes nothing.
  public mutating func finishTurn(of seat: Seat) {
    guard mode == .takeTurns, seat == current else { return }
    current = seat.other
  }
}
