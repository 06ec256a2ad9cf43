import CNcursesw
import DuoLayoutCore
import DuoTermInput
import DuoTermRender
import Glibc

/// The one place DuoTerm talks to ncurses: start and stop full-screen mode and
/// write changed cells. ncurses only draws: the keyboard's bytes are read from the
/// tty here (`readInput`) and go whole to `InputDecoder`, with the key sequences
/// the terminal's description lists (`keys`). Everything above it works on keys
/// and grids.
///
/// ```swift
/// let terminal = try CursesTerminal.start()
/// terminal.draw(GridDiff.runs(from: nil, to: grid))
/// terminal.stop()
/// ```
final class CursesTerminal {
  /// Why the terminal cannot be used: not a tty, no TERM, unknown TERM.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// Where DuoTerm's own mode sequences go.
  let output: TerminalOutput
  /// The pseudo-terminal a tapped screen draws through; nil when not tapped.
  private let relay: OutputRelay?
  /// Writes the changed cells.
  private let writer: CursesCellWriter
  private var stopped = false
  /// The key sequences the terminal's description lists (terminfo's `key_*`).
  let keys: KeyTable
  /// Where a read puts the bytes: at most this many a read, so a long paste still
  /// lets the loop draw and see signals between reads.
  var readBuffer = [UInt8](repeating: 0, count: 65_536)
  /// True once the kitty keyboard protocol's key events are on (the terminal
  /// answered `CSI ? u`): turned off again on every way out.
  private var keyEvents = false
  /// True when mouse reports are on (SGR, mode 1006): turned off on every way out.
  let mouse: Bool
  /// True once the pointer's every move is reported too (phones side by side).
  private var pointerMotion = false

  /// The kitty keyboard protocol's enhancements DuoTerm asks for: disambiguated
  /// escape codes (1), press, repeat and release (2), every key as an escape code,
  /// so letters report their release too (8), and the text each key types (16).
  static let keyEventFlags = 1 | 2 | 8 | 16
  /// Asks the terminal whether it speaks the kitty keyboard protocol; one that
  /// does answers `CSI ? flags u`, one that does not ignores it.
  static let keyEventQuery = "\u{1B}[?u"
  /// Pushes DuoTerm's flags on the terminal's stack of keyboard modes.
  static let keyEventsOn = "\u{1B}[>\(keyEventFlags)u"
  /// Pops them: the terminal's keys as they were.
  static let keyEventsOff = "\u{1B}[<u"

  /// Checks the terminal without writing anything: both ends are a tty and TERM
  /// names a terminal the system knows.
  static func check() -> Unavailable? {
    let headless =
      "use a headless command (duoterm --help lists them)"
    if isatty(STDIN_FILENO) == 0 {
      return Unavailable(
        description: "standard input is not a terminal; run duoterm in a terminal, or \(headless)")
    }
    if isatty(STDOUT_FILENO) == 0 {
      return Unavailable(
        description: "standard output is not a terminal; run duoterm in a terminal, or \(headless)")
    }
    guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
      return Unavailable(
        description: "TERM is not set; set it (for example TERM=xterm-256color), or \(headless)")
    }
    switch duo_term_check(term, STDOUT_FILENO) {
    case 0:
      return Unavailable(
        description:
          "unknown terminal type '\(term)' (TERM); set TERM to one terminfo knows (xterm-256color), or \(headless)"
      )
    case 2:
      return Unavailable(
        description:
          "terminal type '\(term)' (TERM) cannot move the cursor; set TERM to a full-screen terminal (xterm-256color), or \(headless)"
      )
    default: return nil
    }
  }

  /// Enters full-screen mode: wide characters, alternate screen, raw keys (Ctrl-C
  /// and Ctrl-Z arrive as bytes), no echo, a hidden cursor, bracketed paste, and
  /// mouse reports when asked.
  /// With a `tap`, every byte written to the terminal is handed to it too, in
  /// order, after it reached the terminal (`OutputRelay`): what a recording keeps.
  static func start(tap: ((UnsafeRawBufferPointer) -> Void)? = nil, mouse: Bool = false)
    throws(Unavailable)
    -> CursesTerminal
  {
    if let problem = check() { throw problem }
    CursesCellWriter.useUTF8Locale()
    TerminalRestore.saveModes()
    var relay: OutputRelay? = nil
    if let tap {
      guard let opened = OutputRelay.open(mirroring: STDOUT_FILENO, tap: tap) else {
        throw Unavailable(
          description: "no pseudo-terminal to record through (/dev/ptmx); run without recording")
      }
      relay = opened
      RawMode.apply(to: STDIN_FILENO)
    }
    let descriptor = relay?.slave ?? STDOUT_FILENO
    let output = TerminalOutput(descriptor: descriptor)
    guard let file = fdopen(descriptor, "w"), let input = fdopen(STDIN_FILENO, "r"),
      newterm(nil, file, input) != nil
    else {
      relay?.stop()
      RawMode.restore(STDIN_FILENO)
      throw Unavailable(
        description:
          "ncurses could not start on this terminal; use a headless command instead (duoterm --help)"
      )
    }
    let terminal = CursesTerminal(
      output: output, writer: CursesCellWriter.start(), relay: relay, mouse: mouse,
      keys: KeyTable(capabilities: terminfoKeys()))
    terminal.emit(terminal.modesOn + keyEventQuery)
    TerminalRestore.arm(restoreSequence: terminal.restoreSequence)
    return terminal
  }

  private init(
    output: TerminalOutput, writer: CursesCellWriter, relay: OutputRelay?, mouse: Bool,
    keys: KeyTable
  ) {
    self.mouse = mouse
    self.output = output
    self.writer = writer
    self.relay = relay
    self.keys = keys
  }

  /// The key strings of the terminal ncurses started on (`KeyTable.capabilities`),
  /// by capability name, as bytes.
  static func terminfoKeys() -> [String: [UInt8]] {
    var strings: [String: [UInt8]] = [:]
    for (name, _) in KeyTable.capabilities {
      guard let value = tigetstr(name), Int(bitPattern: value) != -1, Int(bitPattern: value) != 0
      else { continue }
      strings[name] = value.withMemoryRebound(to: UInt8.self, capacity: strlen(value) + 1) {
        Array(UnsafeBufferPointer(start: $0, count: strlen(value)))
      }
    }
    return strings
  }

  /// The bytes that undo full-screen mode, from terminfo, for the crash handler.
  private var restoreSequence: String {
    var sequence = modesOff
    for capability in ["cnorm", "sgr0", "rmcup"] {
      if let value = tigetstr(capability), Int(bitPattern: value) != -1, Int(bitPattern: value) != 0
      {
        sequence += String(cString: value)
      }
    }
    return sequence
  }

  private func emit(_ bytes: String) {
    output.write(bytes)
  }

  /// The terminal's size in cells.
  var size: TerminalSize {
    TerminalSize(columns: Int(max(0, duo_cols())), rows: Int(max(0, duo_lines())))
  }

  /// Reads the terminal's size from the kernel and resizes ncurses to it (after
  /// SIGWINCH, which reaches the loop through `SignalPipe`, not ncurses).
  func updateSize() {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0,
      window.ws_col > 0
    else { return }
    relay?.copySize()
    resizeterm(Int32(window.ws_row), Int32(window.ws_col))
  }

  /// Turns the kitty keyboard protocol's key events on, once: the crash handler's
  /// bytes then turn them off too.
  func enableKeyEvents() {
    guard !keyEvents, !stopped else { return }
    keyEvents = true
    emit(CursesTerminal.keyEventsOn)
    TerminalRestore.arm(restoreSequence: restoreSequence)
  }

  /// Reports the pointer's every move too, once: the crash handler's bytes then
  /// turn that off too.
  func enablePointerMotion() {
    guard mouse, !pointerMotion, !stopped else { return }
    pointerMotion = true
    emit(MouseReport.motionOn)
    TerminalRestore.arm(restoreSequence: restoreSequence)
  }

  /// The modes DuoTerm turned on, off: before a stop or a suspend.
  private var modesOff: String {
    (keyEvents ? CursesTerminal.keyEventsOff : "") + (pointerMotion ? MouseReport.motionOff : "")
      + (mouse ? MouseReport.off : "") + "\u{1B}[?2004l"
  }

  /// The modes DuoTerm turns on, on again: after a suspend.
  private var modesOn: String {
    "\u{1B}[?2004h" + (mouse ? MouseReport.on : "")
      + (pointerMotion ? MouseReport.motionOn : "")
      + (keyEvents ? CursesTerminal.keyEventsOn : "")
  }

  /// Leaves full-screen mode: the normal screen, a visible cursor, the tty as it was.
  func stop() {
    guard !stopped else { return }
    stopped = true
    emit(modesOff)
    curs_set(1)
    endwin()
    if let relay {
      relay.stop()
      RawMode.restore(STDIN_FILENO)
    }
    TerminalRestore.disarm()
  }

  /// Suspends for Ctrl-Z or SIGTSTP: the shell gets a normal terminal until `fg`.
  func suspend() {
    emit(modesOff)
    endwin()
    if let relay {
      relay.drain()
      RawMode.restore(STDIN_FILENO)
    }
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    // Continued: the handler back (the stop reset it), program modes again.
    SignalPipe.reinstall(SIGTSTP)
    resume()
  }

  /// Back from a stop (SIGCONT): program modes again and a full repaint.
  func resume() {
    if relay != nil { RawMode.apply(to: STDIN_FILENO) }
    reset_prog_mode()
    emit(modesOn)
    curs_set(0)
    clearok(duo_stdscr(), true)
    wrefresh(duo_stdscr())
  }

  /// Writes the changed cells and shows them in one update.
  func draw(_ runs: [GridRun]) {
    writer.draw(runs)
  }
}
