import CNcursesw
import DuoTermRender
import Glibc

/// Writes a grid's changed cells through ncurses: the output half of `duoterm`'s
/// terminal. It writes to whichever screen ncurses has current (`newterm` on the
/// real terminal) and makes colour pairs as it needs them. `duoterm-bench` draws
/// with the same rules in its own code (`FillWriter`); a test holds the two to the
/// same bytes.
///
/// ```swift
/// let writer = CursesCellWriter.start()   // after newterm
/// writer.draw(GridDiff.runs(from: nil, to: grid))
/// ```
final class CursesCellWriter {
  private var pairs = ColorPairs()
  private let colorsAvailable: Bool

  /// A writer for a screen whose colours were started (`colors`) or not.
  init(colors: Bool) {
    colorsAvailable = colors
  }

  /// Sets the modes DuoTerm runs ncurses in on the screen `newterm` has just made,
  /// and starts colours when the terminal has them: a raw tty (Ctrl-C and Ctrl-Z
  /// arrive as bytes), no echo, no newline translation, a hidden cursor left where
  /// it is. ncurses reads no key (`InputDecoder` does), so keypad mode stays off
  /// and ncurses's Esc delay is never used. The bench's C session
  /// (`duo_fill_start`) sets the same; a test holds them to the same bytes.
  ///
  /// ```swift
  /// guard newterm(nil, output, input) != nil else { … }
  /// let writer = CursesCellWriter.start()
  /// ```
  static func start() -> CursesCellWriter {
    let screen = duo_stdscr()
    raw()
    noecho()
    nonl()
    intrflush(screen, false)
    leaveok(screen, true)
    curs_set(0)
    guard has_colors() else { return CursesCellWriter(colors: false) }
    start_color()
    use_default_colors()
    return CursesCellWriter(colors: true)
  }

  /// Sets the locale from the environment, and when that leaves characters not in
  /// UTF-8 (LANG unset gives the C locale, where every box line and accent would be
  /// drawn as `?`), takes a UTF-8 character type: the grid is UTF-8 throughout.
  /// Call it before `newterm`.
  ///
  /// ```swift
  /// CursesCellWriter.useUTF8Locale()
  /// ```
  static func useUTF8Locale() {
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

  /// Writes the changed cells and shows them in one update.
  ///
  /// ```swift
  /// writer.draw(GridDiff.runs(from: shown, to: grid))
  /// ```
  func draw(_ runs: [GridRun]) {
    guard !runs.isEmpty else { return }
    let screen = duo_stdscr()
    var storage = [wchar_t](repeating: 0, count: Int(duo_ccharw_max()) + 1)
    storage.withUnsafeMutableBufferPointer { buffer in
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
          let pad = fill(buffer, cell)
          _ = duo_add_cell(buffer.baseAddress, attrs, pair)
          if pad {
            buffer[0] = 0x20
            buffer[1] = 0
            _ = duo_add_cell(buffer.baseAddress, attrs, pair)
          }
        }
      }
    }
    wnoutrefresh(screen)
    doupdate()
  }

  /// What to draw for the cell, fitted to the C library's width
  /// (`Cell.cursesText`); true when a space must follow.
  private func fill(_ buffer: UnsafeMutableBufferPointer<wchar_t>, _ cell: Cell) -> Bool {
    buffer.withMemoryRebound(to: UInt32.self) { text in
      cell.cursesText(into: text) { duo_wcwidth(wchar_t(bitPattern: $0)) }
    }
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
    guard colorsAvailable else { return 0 }
    return pairs.pair(for: style, limit: duo_color_pairs()) { init_pair($0, $1, $2) }
  }
}
