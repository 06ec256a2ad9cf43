import DuoLayoutCore
import DuoTermInput
import DuoTermRender
import Glibc

/// What the interactive loop needs from a terminal: its clock and size, waiting for
/// input or a signal, reading input, drawing changed cells, and giving the
/// terminal back (suspend, stop). `CursesTerminal` is the real one; tests drive
/// the whole loop through an in-memory one with a clock they move.
///
/// Every mode a backend turns on (bracketed paste; the kitty keyboard protocol's
/// key events where the terminal offers them) it turns off again on every way
/// out: stop, suspend, and the crash handler's precomputed bytes. A backend that
/// records is started with a tap (`CursesTerminal.start(tap:)`) that sees every
/// byte written, in order.
protocol TerminalBackend: AnyObject {
  /// Seconds on the session's clock: monotonic, with no meaning across runs.
  var now: Double { get }
  /// The terminal's size in cells.
  var size: TerminalSize { get }
  /// Blocks until input is ready, a signal arrives, or the clock reaches
  /// `deadline` (nil: no deadline, block until something happens).
  func wait(until deadline: Double?) -> TerminalWake
  /// As `wait(until:)`, also waking when `watching` (a file watch's descriptor)
  /// turns readable (`TerminalWake.watchReady`).
  func wait(until deadline: Double?, watching: Int32?) -> TerminalWake
  /// As `wait(until:watching:)`, also polling `sockets` (a shared game's), whose
  /// `revents` say on return what became ready.
  func wait(until deadline: Double?, watching: Int32?, sockets: inout [pollfd]) -> TerminalWake
  /// The key sequences the terminal's description lists, for the decoder.
  var keys: KeyTable { get }
  /// The bytes the terminal has sent, without waiting (after `wait` said input is
  /// ready), for `InputDecoder`; nil once input has closed (end of file or a
  /// hang-up).
  func readInput() -> [UInt8]?
  /// Writes the changed cells and shows them in one update.
  func draw(_ runs: [GridRun])
  /// Forgets what is on the screen: the next draw is of every cell (after Ctrl-L
  /// or a suspend, when something else may have written over it).
  func invalidate()
  /// Reads the terminal's size again (after SIGWINCH, the one way a new size
  /// arrives).
  func updateSize()
  /// The terminal said it speaks the kitty keyboard protocol: turn on its key
  /// events (press, repeat, release, every key as an escape code, with its text),
  /// once, and off again on every way out.
  func enableKeyEvents()
  /// Phones side by side: report the pointer's moves too (xterm's any-motion
  /// mode 1003), so the status line follows it; off again on every way out.
  /// Nothing without mouse reports.
  func enablePointerMotion()
  /// Hands the terminal to the shell until the process is continued.
  func suspend()
  /// Back from a stop: program modes again.
  func resume()
  /// Leaves full-screen mode for good: the terminal as it was before.
  func stop()
}

/// Why `wait(until:)` returned: input to read, signals that arrived, or neither
/// (the deadline came).
struct TerminalWake: Hashable, Sendable {
  var inputReady: Bool
  var signals: [Int32]
  /// The watched descriptor has something to read (a file was saved).
  var watchReady = false

  static let timeout = TerminalWake(inputReady: false, signals: [])
}

extension TerminalBackend {
  /// A backend with no terminal description (the in-memory one): the decoder's
  /// grammar alone.
  var keys: KeyTable { KeyTable() }

  /// A backend with nothing to watch (the in-memory one) waits as it always does.
  func wait(until deadline: Double?, watching: Int32?) -> TerminalWake {
    wait(until: deadline)
  }

  /// A backend with no sockets to poll (the in-memory one) waits as it always does.
  func wait(until deadline: Double?, watching: Int32?, sockets: inout [pollfd]) -> TerminalWake {
    wait(until: deadline, watching: watching)
  }
}
