import DuoLayoutCore
import DuoTermRender
import Glibc

@testable import DuoTerm
@testable import DuoTermInput

/// A terminal in memory, for driving the whole interactive session in a unit test:
/// the test scripts what arrives and when (keys, signals, resizes, the end of
/// input) on a clock that moves only when the session waits, and reads back what
/// the screen shows and what the session asked of the terminal.
///
/// ```swift
/// let terminal = MemoryTerminal()
/// terminal.type("F2", at: 1)   // tmux key names, or any text
/// let ending = InteractiveSession(state: EmulatorState(), backend: terminal).run()
/// terminal.screen.text         // the last frame
/// ```
final class MemoryTerminal: TerminalBackend {
  enum Arrival {
    case input([RawInput])
    case signal(Int32)
    case resize(TerminalSize)
  }

  private(set) var now: Double = 0
  private(set) var size: TerminalSize
  /// What arrives, in time order.
  private var script: [(time: Double, arrival: Arrival)] = []
  /// Input that arrived and was not read yet.
  private var pending: [RawInput] = []
  private var closed = false
  /// The screen as the session's draws left it.
  private(set) var screen: CellGrid
  /// Cells written by each draw, in order.
  private(set) var drawnCells: [Int] = []
  /// The deadline each wait asked for (nil: none, block for ever).
  private(set) var waits: [Double?] = []
  private(set) var suspends = 0
  private(set) var resumes = 0
  private(set) var invalidations = 0
  private(set) var stops = 0
  /// How many times the session turned the kitty keyboard protocol's key events on.
  private(set) var keyEventsEnabled = 0
  /// How many times the session asked for the pointer's every move.
  private(set) var pointerMotionEnabled = 0
  /// Called at each wait, after the clock moved: a test changes the world here.
  var onWait: () -> Void = {}

  init(size: TerminalSize = .standard, start: Double = 100) {
    self.size = size
    now = start
    screen = CellGrid(width: size.columns, height: size.rows)
  }

  /// Schedules `raw` to arrive at `time`.
  func send(_ raw: [RawInput], at time: Double) {
    schedule(.input(raw), at: time)
  }

  /// Schedules keys at `time`: tmux key names (`F2`, `C-o`, `Down`), else text.
  func type(_ keys: String, at time: Double) {
    var raw: [RawInput] = []
    for token in keys.split(separator: " ") {
      if let key = try? Key(name: String(token)) {
        raw.append(Self.raw(for: key))
      } else {
        raw += token.unicodeScalars.map { .scalar($0) }
      }
    }
    send(raw, at: time)
  }

  /// Schedules `signal` to arrive at `time`.
  func signal(_ signal: Int32, at time: Double) {
    schedule(.signal(signal), at: time)
  }

  /// Schedules the terminal to become `size` (a SIGWINCH) at `time`.
  func resize(to size: TerminalSize, at time: Double) {
    schedule(.resize(size), at: time)
  }

  private func schedule(_ arrival: Arrival, at time: Double) {
    script.append((time, arrival))
    script.sort { $0.time < $1.time }
  }

  /// What the terminal sends for `key`: a control character, or a key ncurses decoded.
  static func raw(for key: Key) -> RawInput {
    switch key {
    case .character(let c): .scalar(c.unicodeScalars.first!)
    case .control(let c): .scalar(Unicode.Scalar(c.asciiValue! & 0x1F))
    case .space: .scalar(" ")
    case .enter: .scalar("\r")
    case .tab: .scalar("\t")
    case .escape: .scalar("\u{1B}")
    default: .key(key)
    }
  }

  func wait(until deadline: Double?) -> TerminalWake {
    waits.append(deadline)
    defer { onWait() }
    guard let next = script.first, deadline.map({ next.time <= $0 }) ?? true else {
      if let deadline {
        now = max(now, deadline)
        return .timeout
      }
      // Nothing more will ever arrive: input closes.
      closed = true
      return TerminalWake(inputReady: true, signals: [])
    }
    now = max(now, next.time)
    var signals: [Int32] = []
    var input = false
    while let item = script.first, item.time <= now {
      script.removeFirst()
      switch item.arrival {
      case .input(let raw):
        pending += raw
        input = true
      case .signal(let number):
        signals.append(number)
      case .resize(let newSize):
        size = newSize
        screen = CellGrid(width: newSize.columns, height: newSize.rows)
        signals.append(SIGWINCH)
      }
    }
    return TerminalWake(inputReady: input, signals: signals)
  }

  func readInput() -> [RawInput]? {
    if pending.isEmpty && closed { return nil }
    defer { pending = [] }
    return pending
  }

  func draw(_ runs: [GridRun]) {
    var count = 0
    for run in runs {
      for (offset, cell) in run.cells.enumerated() {
        screen.set(cell, x: run.x + offset, y: run.y)
        count += 1
      }
    }
    drawnCells.append(count)
  }

  func invalidate() { invalidations += 1 }
  func updateSize() {}
  func suspend() { suspends += 1 }
  func resume() { resumes += 1 }
  func stop() { stops += 1 }
  func enableKeyEvents() { keyEventsEnabled += 1 }
  func enablePointerMotion() { pointerMotionEnabled += 1 }

  /// The status line: the screen's last row.
  var statusLine: String { screen.line(screen.height - 1) }
}
