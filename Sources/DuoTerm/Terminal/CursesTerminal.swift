import CNcursesw
import DuoLayoutCore
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

  private var pairs: [Int: Int16] = [:]
  private var nextPair: Int16 = 1
  private var colorsAvailable = false
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

  /// Sets the locale from the environment, and when that leaves characters not in
  /// UTF-8 (LANG unset gives the C locale, where every box line and accent would be
  /// drawn as `?`), takes a UTF-8 character type: the grid is UTF-8 throughout.
  private static func useUTF8Locale() {
    setlocale(LC_ALL, "")
    func isUTF8() -> Bool {
      guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
      let name = String(cString: codeset).uppercased()
      return name == "UTF-8" || name == "UTF8"
    }
    if isUTF8() { return }
    for candidate in ["C.UTF-8", "C.utf8", "en_US.UTF-8"]
    where setlocale(LC_CTYPE, candidate) != nil {
      if isUTF8() { return }
    }
  }

  /// Enters full-screen mode: wide characters, alternate screen, raw keys (Ctrl-C
  /// and Ctrl-Z arrive as keys), no echo, keypad, a hidden cursor and a 25 ms Esc.
  static func start() throws(Unavailable) -> CursesTerminal {
    if let problem = check() { throw problem }
    useUTF8Locale()
    TerminalRestore.saveModes()
    guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
      newterm(nil, output, input) != nil
    else {
      throw Unavailable(
        description:
          "ncurses could not start on this terminal; use a headless command instead (duoterm --help)"
      )
    }
    let terminal = CursesTerminal()
    raw()
    noecho()
    nonl()
    intrflush(duo_stdscr(), false)
    keypad(duo_stdscr(), true)
    leaveok(duo_stdscr(), true)
    nodelay(duo_stdscr(), true)
    set_escdelay(Int32(InputDecoder.escapeDelay * 1000))
    curs_set(0)
    if has_colors() {
      start_color()
      use_default_colors()
      terminal.colorsAvailable = true
    }
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
    terminal.emit("\u{1B}[?2004h")
    TerminalRestore.arm(restoreSequence: terminal.restoreSequence)
    return terminal
  }

  private static let pasteStartCode: Int32 = 0x7F00
  private static let pasteEndCode: Int32 = 0x7F01

  /// The bytes that undo full-screen mode, from terminfo, for the crash handler.
  private var restoreSequence: String {
    var sequence = "\u{1B}[?2004l"
    for capability in ["rmkx", "cnorm", "sgr0", "rmcup"] {
      if let value = tigetstr(capability), Int(bitPattern: value) != -1, Int(bitPattern: value) != 0
      {
        sequence += String(cString: value)
      }
    }
    return sequence
  }

  private func emit(_ bytes: String) {
    let utf8 = Array(bytes.utf8)
    _ = utf8.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
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
    resizeterm(Int32(window.ws_row), Int32(window.ws_col))
  }

  /// Leaves full-screen mode: the normal screen, a visible cursor, the tty as it was.
  func stop() {
    guard !stopped else { return }
    stopped = true
    emit("\u{1B}[?2004l")
    curs_set(1)
    endwin()
    TerminalRestore.disarm()
  }

  /// Suspends for Ctrl-Z or SIGTSTP: the shell gets a normal terminal until `fg`.
  func suspend() {
    emit("\u{1B}[?2004l")
    endwin()
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    resume()
  }

  /// Back from a stop (SIGCONT): program modes again and a full repaint.
  func resume() {
    reset_prog_mode()
    emit("\u{1B}[?2004h")
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
      return nil
    }
  }

  /// Writes the changed cells and shows them in one update.
  func draw(_ runs: [GridRun]) {
    guard !runs.isEmpty else { return }
    let screen = duo_stdscr()
    var buffer = [wchar_t](repeating: 0, count: Int(duo_ccharw_max()) + 1)
    // Neighbouring cells mostly share a style: convert it once per change.
    var style = Style.plain
    var attrs = attributes(style)
    var pair = pair(style)
    for run in runs {
      wmove(screen, Int32(run.y), Int32(run.x))
      for cell in run.cells where !cell.isContinuation {
        if cell.style != style {
          style = cell.style
          attrs = attributes(style)
          pair = self.pair(style)
        }
        let pad = fill(&buffer, cell)
        _ = duo_add_cell(buffer, attrs, pair)
        if pad {
          buffer[0] = 0x20
          buffer[1] = 0
          _ = duo_add_cell(buffer, attrs, pair)
        }
      }
    }
    wnoutrefresh(screen)
    doupdate()
  }

  /// Fills `buffer` with what to draw for the cell so that ncurses, which measures
  /// with the C library's wcwidth, agrees with the grid's width. Returns true when
  /// a space must follow to make up the width.
  ///
  /// Most graphemes go as they are. One the C library measures otherwise (an emoji
  /// made wide by VS16, a ZWJ sequence, more code points than a cell holds) is
  /// drawn as its first code point, padded with a space when that is narrower, or
  /// as `?` when even that is unprintable: a stand-in, never a drift.
  private func fill(_ buffer: inout [wchar_t], _ cell: Cell) -> Bool {
    // Printable ASCII, most cells, is one column wide everywhere.
    if cell.width == 1, let ascii = cell.asciiValue, ascii >= 0x20, ascii < 0x7F {
      buffer[0] = wchar_t(ascii)
      buffer[1] = 0
      return false
    }
    // One scalar the C library measures as the grid does goes as it is.
    if cell.width > 0, let scalar = cell.scalar,
      duo_wcwidth(wchar_t(scalar.value)) == Int32(cell.width)
    {
      buffer[0] = wchar_t(scalar.value)
      buffer[1] = 0
      return false
    }
    let scalars = Array(cell.character.unicodeScalars)
    let target = Int32(cell.width)
    if scalars.count < buffer.count {
      var width: Int32 = 0
      var printable = true
      for (index, scalar) in scalars.enumerated() {
        let w = duo_wcwidth(wchar_t(scalar.value))
        if w < 0 || (index == 0 && w == 0) { printable = false }
        width += max(0, w)
        buffer[index] = wchar_t(scalar.value)
      }
      buffer[scalars.count] = 0
      if printable && width == target { return false }
    }
    let first = wchar_t(scalars.first?.value ?? 0x3F)
    let w = duo_wcwidth(first)
    buffer[0] = w > 0 && w <= target ? first : 0x3F
    buffer[1] = 0
    return target == 2 && (w != 2)
  }

  private func attributes(_ style: Style) -> attr_t {
    var attrs = duo_a_normal()
    if style.isBold { attrs |= duo_a_bold() }
    if style.isDim { attrs |= duo_a_dim() }
    if style.isReverse { attrs |= duo_a_reverse() }
    if style.isUnderline { attrs |= duo_a_underline() }
    return attrs
  }

  /// The colour pair for a style, made on first use (a terminal may have only 64).
  private func pair(_ style: Style) -> Int16 {
    guard colorsAvailable, style.foreground != .default || style.background != .default else {
      return 0
    }
    let key = Int(style.foreground.rawValue) * 16 + Int(style.background.rawValue)
    if let known = pairs[key] { return known }
    guard Int32(nextPair) < duo_color_pairs() else { return 0 }
    func curses(_ color: Color) -> Int16 { color == .default ? -1 : Int16(color.rawValue) - 1 }
    init_pair(nextPair, curses(style.foreground), curses(style.background))
    pairs[key] = nextPair
    nextPair += 1
    return pairs[key]!
  }
}

// MARK: - Benchmark: ncurses with no terminal, the reference writer, the echo program

extension CursesTerminal {
  /// ncurses drawing into a file instead of a terminal (`newterm` on an
  /// xterm-256color description), for `duoterm bench`: the same `draw` as the
  /// interactive front, measured without a tty. Nothing reaches the real terminal.
  ///
  /// ```swift
  /// let screen = try CursesTerminal.Offscreen(size: .standard, outputPath: "/dev/null")
  /// screen.terminal.draw(GridDiff.runs(from: nil, to: grid))
  /// screen.bytesWritten  // what ncurses has written so far
  /// screen.close()
  /// ```
  final class Offscreen {
    let terminal: CursesTerminal
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private var closed = false

    /// Starts ncurses on `outputPath` (input from `/dev/null`), sized `size`, with
    /// the modes and colours the interactive front sets.
    init(size: TerminalSize, outputPath: String) throws(Unavailable) {
      CursesTerminal.useUTF8Locale()
      guard let output = fopen(outputPath, "w") else {
        throw Unavailable(description: "cannot write \(outputPath)")
      }
      guard let input = fopen("/dev/null", "r") else {
        fclose(output)
        throw Unavailable(description: "cannot read /dev/null")
      }
      guard let screen = newterm("xterm-256color", output, input) else {
        fclose(output)
        fclose(input)
        throw Unavailable(description: "ncurses has no xterm-256color terminal description")
      }
      self.screen = screen
      self.output = output
      self.input = input
      terminal = CursesTerminal()
      resizeterm(Int32(size.rows), Int32(size.columns))
      nonl()
      keypad(duo_stdscr(), true)
      leaveok(duo_stdscr(), true)
      curs_set(0)
      if has_colors() {
        start_color()
        use_default_colors()
        terminal.colorsAvailable = true
      }
    }

    deinit { close() }

    /// Bytes ncurses has written to the output so far.
    var bytesWritten: Int {
      fflush(output)
      return Int(lseek(fileno(output), 0, SEEK_CUR))
    }

    /// Ends ncurses on this screen and closes its files.
    func close() {
      guard !closed else { return }
      closed = true
      endwin()
      delscreen(screen)
      fclose(output)
      fclose(input)
    }
  }

  /// Cells already in ncurses's own form, for the reference writer: what a program
  /// that has its screen ready pays to show it.
  struct PreparedFrame {
    fileprivate var segments: [(y: Int32, x: Int32, range: Range<Int>)] = []
    fileprivate var cells: [cchar_t] = []
  }

  /// `runs` converted once, ahead of time, to ncurses cells (the same conversion
  /// as `draw`), so that writing them later is ncurses work alone.
  func prepare(_ runs: [GridRun]) -> PreparedFrame {
    var frame = PreparedFrame()
    var buffer = [wchar_t](repeating: 0, count: Int(duo_ccharw_max()) + 1)
    for run in runs {
      let start = frame.cells.count
      for cell in run.cells where !cell.isContinuation {
        let attrs = attributes(cell.style)
        let pair = pair(cell.style)
        let pad = fill(&buffer, cell)
        var converted = cchar_t()
        _ = setcchar(&converted, buffer, attrs, pair, nil)
        frame.cells.append(converted)
        if pad {
          var space = cchar_t()
          _ = setcchar(&space, [0x20, 0], attrs, pair, nil)
          frame.cells.append(space)
        }
      }
      frame.segments.append((Int32(run.y), Int32(run.x), start..<frame.cells.count))
    }
    return frame
  }

  /// The reference writer: a move per segment, `wadd_wch` per cell, one update.
  /// No layout, no raster, no diff: the floor any ncurses program pays.
  func drawPrepared(_ frame: PreparedFrame) {
    let screen = duo_stdscr()
    frame.cells.withUnsafeBufferPointer { cells in
      for segment in frame.segments {
        wmove(screen, segment.y, segment.x)
        for index in segment.range { wadd_wch(screen, cells.baseAddress! + index) }
      }
    }
    wnoutrefresh(screen)
    doupdate()
  }

  /// `duoterm bench-echo`: the smallest ncurses program that answers keys, the
  /// other arm of the latency benchmark. Each key is shown on row 2 (its
  /// character, or its ncurses name); `q`, Ctrl-C or end of input quits.
  static func runEcho() -> Int32 {
    if let problem = check() {
      printError(problem.description)
      return 2
    }
    useUTF8Locale()
    guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
      newterm(nil, output, input) != nil
    else {
      printError("ncurses could not start on this terminal")
      return 2
    }
    let screen = duo_stdscr()
    raw()
    noecho()
    keypad(screen, true)
    waddstr(screen, "duoterm bench-echo: each key is shown below; q quits")
    wrefresh(screen)
    var character: wint_t = 0
    while true {
      let status = wget_wch(screen, &character)
      if status == ERR { break }
      if status != duo_key_code_yes() && (character == 0x71 || character == 0x03) { break }
      wmove(screen, 1, 0)
      if status == duo_key_code_yes() {
        waddstr(screen, keyname(Int32(character)).map { String(cString: $0) } ?? "?")
      } else {
        var cell = cchar_t()
        _ = setcchar(&cell, [wchar_t(bitPattern: character), 0], duo_a_normal(), 0, nil)
        wadd_wch(screen, &cell)
      }
      wclrtoeol(screen)
      wrefresh(screen)
    }
    endwin()
    return 0
  }
}
