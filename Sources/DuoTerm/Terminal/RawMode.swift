import Glibc

/// The real terminal's modes while a tapped screen runs: ncurses sets its modes on
/// the pseudo-terminal it draws into (`OutputRelay`), so the real terminal is put
/// in raw mode here, as ncurses' raw, noecho and nonl would have it, and with no
/// output processing, so the relayed bytes reach it exactly.
enum RawMode {
  /// Puts the terminal at `descriptor` in raw mode.
  static func apply(to descriptor: Int32) {
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else { return }
    modes.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    modes.c_oflag &= ~tcflag_t(OPOST)
    modes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    modes.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    modes.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &modes.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSANOW, &modes)
  }

  /// Puts back the modes from before DuoTerm started.
  static func restore(_ descriptor: Int32) {
    guard var modes = TerminalRestore.modes else { return }
    tcsetattr(descriptor, TCSANOW, &modes)
  }
}
