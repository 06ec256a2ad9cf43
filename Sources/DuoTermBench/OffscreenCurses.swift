import DuoLayoutCore
import DuoTermFill

/// ncurses drawing into a file instead of a terminal (`newterm` on an
/// xterm-256color description, in `DuoTermFill`, C), in the modes `duoterm` sets:
/// the bench's screen, with no tty. Nothing reaches the terminal the bench runs in.
///
/// ```swift
/// let screen = try OffscreenCurses(size: .standard, outputPath: "/dev/null")
/// screen.writer.draw(GridDiff.runs(from: nil, to: grid))
/// screen.bytesWritten  // what ncurses has written so far
/// screen.close()
/// ```
final class OffscreenCurses {
  /// The bench's writer (duoterm's rules, C drawing), on this screen.
  let writer: FillWriter
  private let screen: OpaquePointer
  private var closed = false

  /// Starts ncurses on `outputPath` (input from `/dev/null`), sized `size`.
  init(size: TerminalSize, outputPath: String) throws(Unavailable) {
    var error: UnsafePointer<CChar>? = nil
    guard let screen = duo_fill_open(outputPath, Int32(size.rows), Int32(size.columns), &error)
    else {
      let reason = error.map { String(cString: $0) } ?? "ncurses did not start"
      throw Unavailable("\(reason) (\(outputPath))")
    }
    self.screen = screen
    writer = FillWriter(colors: duo_fill_start() != 0)
  }

  deinit { close() }

  /// Bytes ncurses has written to the output so far.
  var bytesWritten: Int { duo_fill_bytes(screen) }

  /// Ends ncurses on this screen and closes its files.
  func close() {
    guard !closed else { return }
    closed = true
    duo_fill_close(screen)
  }

  /// Why ncurses could not start offscreen: one line saying what is missing.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
