import CNcursesw
import DuoLayoutCore
import DuoTermRender
import Glibc

/// ncurses drawing into a file instead of a terminal (`newterm` on an
/// xterm-256color description), in the modes `duoterm` sets and with its own cell
/// writer: duoterm's output, measured without a tty (the bench's session; this
/// module is the only one that calls ncurses). Nothing reaches the terminal the
/// bench runs in.
///
/// ```swift
/// let screen = try OffscreenCurses(size: .standard, outputPath: "/dev/null")
/// screen.writer.draw(GridDiff.runs(from: nil, to: grid))
/// screen.bytesWritten  // what ncurses has written so far
/// screen.close()
/// ```
public final class OffscreenCurses {
  /// duoterm's writer, on this screen.
  public let writer: CursesCellWriter
  private let screen: OpaquePointer
  private let output: UnsafeMutablePointer<FILE>
  private let input: UnsafeMutablePointer<FILE>
  private var closed = false

  /// Starts ncurses on `outputPath` (input from `/dev/null`), sized `size`.
  public init(size: TerminalSize, outputPath: String) throws(Unavailable) {
    CursesCellWriter.useUTF8Locale()
    guard let output = fopen(outputPath, "w") else {
      throw Unavailable("cannot write \(outputPath)")
    }
    guard let input = fopen("/dev/null", "r") else {
      fclose(output)
      throw Unavailable("cannot read /dev/null")
    }
    guard let screen = newterm("xterm-256color", output, input) else {
      fclose(output)
      fclose(input)
      throw Unavailable(
        "ncurses has no xterm-256color terminal description (apt-get install ncurses-base)")
    }
    self.screen = screen
    self.output = output
    self.input = input
    resizeterm(Int32(size.rows), Int32(size.columns))
    writer = CursesCellWriter.start()
  }

  deinit { close() }

  /// Bytes ncurses has written to the output so far.
  public var bytesWritten: Int {
    fflush(output)
    return Int(lseek(fileno(output), 0, SEEK_CUR))
  }

  /// Ends ncurses on this screen and closes its files.
  public func close() {
    guard !closed else { return }
    closed = true
    endwin()
    delscreen(screen)
    fclose(output)
    fclose(input)
  }

  /// Why ncurses could not start offscreen: one line saying what is missing.
  public struct Unavailable: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
  }
}
