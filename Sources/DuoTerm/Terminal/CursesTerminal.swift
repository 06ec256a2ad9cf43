import CNcursesw
import DuoLayoutCore
import DuoTermInput
import DuoTermRender
import Glibc

/// The one place DuoTerm talks to ncurses: start and stop full-screen mode, read
/// input, and write changed cells. Everything above it works on keys and grids.
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
  /// True when the last wait saw the input readable: a read that then gives
  /// nothing means input has closed.
  var inputWasReady = false
  /// Writes the changed cells.
  private let writer: CursesCellWriter
  private var stopped = false
  /// The start of a mouse report (terminfo's kmous), as the terminal sent it.
  lazy var mouseReportStart: [RawInput] = {
    guard let value = tigetstr("kmous"), Int(bitPattern: value) != -1, Int(bitPattern: value) != 0
    else { return [] }
    return String(cString: value).unicodeScalars.map { .scalar($0) }
  }()
  /// A bracketed paste being read in big reads (`CursesTerminal+Paste`), and when
  /// its last bytes came.
  var pasteScanner: PasteScanner? = nil
  var lastPasteRead = 0.0
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
  /// and Ctrl-Z arrive as keys), no echo, keypad, a hidden cursor and a 25 ms Esc.
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
      output: output, writer: CursesCellWriter.start(), relay: relay, mouse: mouse)
    // The decoder waits as long as ncurses for the rest of an escape sequence.
    set_escdelay(Int32(InputDecoder.escapeDelay * 1000))
    // Bracketed paste: a paste arrives between these two keys, never as typed keys.
    define_key("\u{1B}[200~", CursesTerminal.pasteStartCode)
    define_key("\u{1B}[201~", CursesTerminal.pasteEndCode)
    // Home and End as tmux, screen and rxvt send them, and as xterm does with
    // cursor keys in normal mode, whatever TERM's terminfo says: under tmux with
    // TERM=xterm-256color they would otherwise be dropped.
    for (sequence, code) in [
      ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME),
      ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END),
    ] {
      define_key(sequence, code)
    }
    terminal.emit(terminal.modesOn + keyEventQuery)
    TerminalRestore.arm(restoreSequence: terminal.restoreSequence)
    return terminal
  }

  private init(output: TerminalOutput, writer: CursesCellWriter, relay: OutputRelay?, mouse: Bool) {
    self.mouse = mouse
    self.output = output
    self.writer = writer
    self.relay = relay
  }

  private static let pasteStartCode: Int32 = 0x7F00
  private static let pasteEndCode: Int32 = 0x7F01

  /// The bytes that undo full-screen mode, from terminfo, for the crash handler.
  private var restoreSequence: String {
    var sequence = modesOff
    for capability in ["rmkx", "cnorm", "sgr0", "rmcup"] {
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

  /// Everything ncurses has read, without waiting.
  func readAvailable() -> [RawInput] {
    var result: [RawInput] = []
    if continuePaste(into: &result) { return result }
    var character: wint_t = 0
    while true {
      let status = wget_wch(duo_stdscr(), &character)
      if status == ERR { break }
      if status == duo_key_code_yes() {
        if Int32(character) == KEY_MOUSE {
          // ncurses hands over only the start of a mouse report (terminfo's kmous,
          // ESC [ < or ESC [ M); the decoder gets it back, to drop the whole report.
          result += mouseReportStart
        } else if let raw = rawInput(keyCode: Int32(character)) {
          result.append(raw)
          // The paste itself is read in big reads, not a byte at a time.
          if raw == .pasteStart, startPaste(into: &result) { return result }
        }
      } else if let scalar = Unicode.Scalar(UInt32(character)) {
        result.append(.scalar(scalar))
      }
      // A bound on one read, so the loop still draws and sees signals; a
      // sequence it cuts is carried to the next read by the decoder.
      if result.count >= 4096 { break }
    }
    return result
  }

  func rawInput(keyCode code: Int32) -> RawInput? {
    switch code {
    case KEY_RESIZE: return .resize
    case CursesTerminal.pasteStartCode: return .pasteStart
    case CursesTerminal.pasteEndCode: return .pasteEnd
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_DC: return .key(.delete)
    case KEY_IC: return .key(.insert)
    case KEY_HOME: return .key(.home)
    case KEY_END: return .key(.end)
    case KEY_PPAGE: return .key(.pageUp)
    case KEY_NPAGE: return .key(.pageDown)
    case KEY_BTAB: return .key(.backTab)
    default:
      for n in 1...12 where code == duo_key_f(Int32(n)) { return .key(.function(n)) }
      // A key ncurses knows and DuoTerm does not bind (Ctrl-Up is kUP5): named for
      // the status line.
      guard let name = keyname(code) else { return nil }
      return KeySequence.name(cursesKey: String(cString: name)).map { .unbound($0) }
    }
  }

  /// Writes the changed cells and shows them in one update.
  func draw(_ runs: [GridRun]) {
    writer.draw(runs)
  }
}
