/// What a key does on the shared screen. Seat keys name their seat; a direction is
/// as the seat's owner sees their half (`.top` is up for them, even upside down).
public enum SharedSplitAction: Hashable, Sendable {
  /// A seat's direction key: W A S D for the first seat, the arrows for the second.
  case move(Seat, Side)
  /// A seat's action key: Space for the first seat, Enter for the second.
  case act(Seat)
  /// A click on a column of a seat's half (four in a row): that seat drops there.
  case drop(Seat, column: Int)
  /// A click on lane `lane` of `lanes` across a seat's court (pong): that seat's
  /// paddle moves there over the next ticks, at the speed its keys move it.
  case aim(Seat, lane: Int, of: Int)
  /// A seat's stop key (pong): X for the first seat, / or Delete for the second.
  case stop(Seat)
  /// Pause or resume the game (either seat: Q or P).
  case togglePause
  /// The second seat's Leave: arms, then leaves to the menu.
  case leave
  /// Same way ↔ face to face.
  case toggleSeating
  /// The per-half flash on / off.
  case toggleFlash
}
