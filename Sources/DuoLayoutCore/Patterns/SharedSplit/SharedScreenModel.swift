/// Everything the shared screen remembers, above every layout: the menu choice, the
/// game being played with its board or court and scores, the seat gate (whose turn,
/// paused), the armed Leave, the flashes and the seating. A fold, a rotation or a
/// pattern switch re-lays the halves and loses none of it.
///
/// Time comes in through `SharedSplitPattern.tick(_:at:)`; `clock` is the last time
/// seen, so a key knows when it was pressed.
public struct SharedScreenModel: PatternModel {
  /// The game being played, or nil on the menu.
  public var playing: Game?
  /// The game the menu points at.
  public var menuChoice: Game = .fourInARow
  /// The seating and the flash, which the front saves in the config file.
  public var settings = SharedSettings()
  /// The one gate every seat's move goes through.
  public var gate = SeatGate()
  /// Leave, on the second seat's half: armed by a first press, confirmed by a second.
  public var leave = ConfirmInPlace()
  /// The Four in a Row board: new each match, kept while the menu is shown.
  public var fourInARow = FourInARow()
  /// The pong court and score: new each match, kept while the menu is shown.
  public var pong = Pong()
  /// The seats that asked for a rematch since the game ended.
  public var rematchVotes: Set<Seat> = []
  /// Until when each seat's half flashes (reverse video), if it does.
  public var flashUntil = SeatPair<Double?>(nil)
  /// The last time a tick brought, on the caller's clock; nil before the first.
  public var clock: Double?
  /// The menu's title, the players' names and the games offered: the built-in
  /// menu, or a screen file's (`ContentPattern`). Not saved: it comes from the
  /// program or the file, never from a session.
  public var menu: GameMenu {
    get { givenMenu ?? .standard }
    set { givenMenu = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenMenu: GameMenu?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case playing, menuChoice, settings, gate, leave, fourInARow, pong, rematchVotes, flashUntil
    case clock
  }

  /// True while the current game has ended (a winner or a draw).
  public var isGameOver: Bool {
    switch playing {
    case .fourInARow: fourInARow.isOver
    case .pong: pong.isOver
    case nil: false
    }
  }

  /// True while a real-time game is moving: it needs ticks.
  public var isRunning: Bool {
    playing == .pong && !gate.isPaused && !pong.isOver
  }

  /// True while `seat`'s half is flashing at the model's time.
  public func isFlashing(_ seat: Seat) -> Bool {
    guard settings.flash, let until = flashUntil[seat], let clock else { return false }
    return clock < until
  }
}
