import DuoLayoutCore
import DuoTermRender

/// What one player's terminal shows in a shared game: the frame as it is, or,
/// when `SeatConfinement.viewTurns` says so, everything above the status line
/// turned half a turn, so the player sees the phone from their own side of the
/// table. Clicks on a turned view are turned back before they are placed.
///
/// ```swift
/// var screen = SeatScreen(seat: .second, colours: true)
/// backend.draw(screen.update(to: state))
/// ```
struct SeatScreen {
  /// The seat of the player looking; nil: no shared game, nothing turns.
  var seat: Seat?
  private(set) var shown: ShownFrame
  /// The turned frame on screen, while the view is turned.
  private var turned: CellGrid? = nil
  private(set) var isTurned = false

  init(seat: Seat? = nil, colours: Bool) {
    self.seat = seat
    shown = ShownFrame(colours: colours)
  }

  /// The runs that bring the terminal to `state`'s frame, turned or not.
  mutating func update(to state: EmulatorState) -> [GridRun] {
    let turn = seat.map { SeatConfinement.viewTurns(for: $0, in: state) == 2 } ?? false
    if turn != isTurned {
      isTurned = turn
      turned = nil
      shown.invalidate()
    }
    guard turn else { return shown.update(to: state) }
    var frame = Scene.render(state)
    if !shown.colours { frame = frame.monochrome() }
    let phone = CellRect(x: 0, y: 0, width: frame.width, height: max(0, frame.height - 1))
    frame.place(frame.cropped(phone).turned(clockwise: 2), x: 0, y: 0)
    let runs = GridDiff.runs(from: turned, to: frame)
    turned = frame
    return runs
  }

  /// The cell a click at (`x`, `y`) of the terminal is on in the frame.
  func unturned(x: Int, y: Int, size: TerminalSize) -> (x: Int, y: Int) {
    guard isTurned, y < size.rows - 1 else { return (x, y) }
    return (size.columns - 1 - x, size.rows - 2 - y)
  }

  /// Where the frame on screen put everything, for hit-testing a click (unturned
  /// first); nil while the view is turned (the click's state lays it out).
  var layout: SceneLayout? { isTurned ? nil : shown.layout }

  /// The frame on screen, as the player sees it (a screenshot).
  var grid: CellGrid? { isTurned ? turned : shown.grid }

  mutating func invalidate() {
    shown.invalidate()
    turned = nil
  }
}
