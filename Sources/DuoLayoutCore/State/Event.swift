/// What reaches the reducer: a key, a new terminal size, the clock moving on, or
/// news from the front about what it did with an effect. Time comes with every
/// event; the core has no clock.
public enum Event: Hashable, Sendable {
  /// A key the person pressed (a tour's keys come from the state's own schedule).
  case key(Key)
  /// A key of a keyboard that is one seat's alone (`duoterm share`'s host and
  /// guest on a two-seat app, `SeatConfinement`): it acts in that seat's part of
  /// the screen and never reaches the global keys.
  case seatKey(Seat, Key)
  /// A click on the lit display at a point of its window (pt): the control there
  /// is pressed, as its key would (the mouse, while the front takes it).
  case tap(Point)
  /// A key let go. Only a terminal that reports releases sends it (the kitty
  /// keyboard protocol); everything works without it.
  case keyReleased(Key)
  /// The terminal changed size (or the device changed what it needs): the new
  /// viewport, scales included.
  case resize(Viewport)
  /// The clock moved on: a glide's frame, a game's step, a tour's next key, an
  /// autosave or a notice whose time is up.
  case tick
  /// A message for the status line from outside the core (a file that could not
  /// be read at start).
  case notice(Notice)
  /// The front wrote the session.
  case sessionSaved(SessionSnapshot)
  /// The front could not write the session: why, in words.
  case sessionSaveFailed(SessionSnapshot, reason: String)
  /// The front wrote the settings.
  case settingsSaved
  /// The front could not write the settings: why, in words.
  case settingsSaveFailed(reason: String)
  /// The front's recording (`--record`) stopped: its disk is full or its reader
  /// stopped reading. The session goes on; the status line says why.
  case recordingStopped(reason: String)
  /// The front loaded another device profile (the device key, Ctrl-Y): the phone
  /// becomes that device in the same pose where it has it, with the viewport for
  /// its displays. An environment change like a fold: the models are untouched.
  case useDevice(DeviceProfile, Viewport)
  /// A signal ends the session (SIGTERM, SIGHUP, SIGINT): save what is unsaved.
  case shutdown
  /// The screen file was read (again): it replaces the screen, the state of every
  /// node whose ID survives is kept, and what moved glides.
  case screenRead(ScreenFile)
  /// The screen file could not be read: the last good screen stays, the problem
  /// (`FILE:LINE:COL: what — fix`) goes on the status line and into the help.
  case screenFailed(ScreenProblem)
  /// The front's line in the band under the phone changes (a shared game's join
  /// commands shown, or gone once the guest joins).
  case banner(String?)
}
