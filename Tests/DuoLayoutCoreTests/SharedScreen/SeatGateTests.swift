import Testing

@testable import DuoLayoutCore

/// The seat gate and the seating table (Sources/DuoLayoutCore/Patterns/SharedSplit/Seats).
@Suite("Seat gate")
struct SeatGateTests {
  @Test(
    "who may act",
    arguments: [
      (SeatGate(mode: .takeTurns, current: .first), Seat.first, true),
      (SeatGate(mode: .takeTurns, current: .first), .second, false),
      (SeatGate(mode: .takeTurns, current: .second), .first, false),
      (SeatGate(mode: .takeTurns, current: .second), .second, true),
      (SeatGate(mode: .together), .first, true),
      (SeatGate(mode: .together), .second, true),
      (SeatGate(mode: .together, isPaused: true), .first, false),
      (SeatGate(mode: .together, isPaused: true), .second, false),
      (SeatGate(mode: .takeTurns, current: .first, isPaused: true), .first, false),
      (SeatGate(mode: .takeTurns, current: .first, isPaused: true), .second, false),
    ])
  func canAct(gate: SeatGate, seat: Seat, expected: Bool) {
    #expect(gate.canAct(seat) == expected)
  }

  @Test("taking turns: a finished turn passes to the other seat; the waiting seat's does not")
  func finishTurn() {
    var gate = SeatGate(mode: .takeTurns, current: .first)
    gate.finishTurn(of: .second)
    #expect(gate.current == .first, "the waiting seat cannot end the current one's turn")
    gate.finishTurn(of: .first)
    #expect(gate.current == .second)
    #expect(gate.canAct(.second) && !gate.canAct(.first))
    gate.finishTurn(of: .second)
    #expect(gate.current == .first)
  }

  @Test("together: finishing a turn changes nothing")
  func togetherHasNoTurns() {
    var gate = SeatGate(mode: .together)
    gate.finishTurn(of: .first)
    #expect(gate == SeatGate(mode: .together))
  }

  @Test(
    "quarter turns: exactly the measured table",
    arguments: [
      (Facing.faceToFace, Seat.first, false, 2), (.faceToFace, .second, false, 0),
      (.faceToFace, .first, true, 1), (.faceToFace, .second, true, 3),
      (.sameWay, .first, false, 0), (.sameWay, .second, false, 0),
      (.sameWay, .first, true, 0), (.sameWay, .second, true, 0),
    ])
  func quarterTurns(facing: Facing, seat: Seat, sideBySide: Bool, turns: Int) {
    #expect(facing.quarterTurns(for: seat, sideBySide: sideBySide) == turns)
  }

  @Test("face to face, every half's top edge is on the seam", arguments: [false, true])
  func topEdgeOnTheSeam(sideBySide: Bool) {
    let area =
      sideBySide
      ? Rect(x: 0, y: 0, width: 800, height: 400) : Rect(x: 0, y: 0, width: 400, height: 800)
    let split = SharedSplit(area: area)
    for seat in Seat.allCases {
      #expect(split.ownerSeamSide(of: seat, facing: .faceToFace) == .top, "\(seat)")
    }
  }

  @Test("seats: the other one, and IDs that prefix every node of a half")
  func seats() {
    #expect(Seat.first.other == .second)
    #expect(Seat.second.other == .first)
    #expect(Seat.allCases.map(\.id) == ["first", "second"])
  }
}
