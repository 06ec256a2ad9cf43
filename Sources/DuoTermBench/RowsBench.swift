import DuoLayoutCore
import DuoTermRender

/// A key's cost in a long list: a list-detail screen file of 10, 1,000 and
/// 100,000 rows, Down and Up pressed in turn from the sixth row, each key
/// reduced, rendered, diffed and drawn into ncurses as the interactive loop does
/// (`KeyWork`). Only what is visible may cost: the 100,000-row figure against
/// the 10-row one is the target.
enum RowsBench {
  /// The lists' lengths.
  static let counts = [10, 1_000, 100_000]

  /// The arms: one per length.
  static let arms = counts.map { "rows-\($0)" }

  /// A list-detail screen file of `count` rows, as a person would write one.
  static func screen(rows count: Int) -> ScreenFile? {
    var text = #"{"title": "Rows", "pattern": "list-detail", "rows": ["#
    for index in 0..<count {
      if index > 0 { text += ",\n" }
      text +=
        #"{"title": "Row \#(index)", "detail": "\#(index % 90) min", "text": "The text of row \#(index)."}"#
    }
    text += "]}\n"
    return try? ScreenFile.read(Array(text.utf8), file: "rows.json")
  }

  /// One key in the long list. Its name is unique in the binary, for
  /// `--toggle-collect` (see `FrameCostBench`).
  @inline(never)
  static func callgrindPressInLongList(
    _ session: inout KeyWork.Session, _ key: Key, _ writer: FillWriter
  ) {
    session.now += 1
    session.state = reduce(session.state, .key(key), at: session.now)
    writer.draw(session.screen.update(to: session.state))
  }

  /// `duoterm-bench --arm rows-N --frames K [--size WxH]`: K keys in a list of N rows.
  static func runArm(_ arm: String, keys count: Int, size: TerminalSize) -> Int32 {
    guard let rows = Int(arm.dropFirst("rows-".count)), let screen = screen(rows: rows),
      let curses = try? OffscreenCurses(size: size, outputPath: "/dev/null")
    else { return 1 }
    defer { curses.close() }
    var session = KeyWork.Session(
      state: EmulatorState(terminal: size).showing(screen), on: curses.writer)
    // To the sixth row, outside the function callgrind counts.
    for _ in 0..<6 {
      session.now += 1
      session.state = reduce(session.state, .key(.down), at: session.now)
      curses.writer.draw(session.screen.update(to: session.state))
    }
    for index in 0..<count {
      callgrindPressInLongList(&session, index % 2 == 0 ? .down : .up, curses.writer)
    }
    return 0
  }
}
