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
    case input([UInt8])
    case signal(Int32)
    case resize(TerminalSize)
  }

  private(set) var now: Double = 0
  private(set) var size: TerminalSize
  /// What arrives, in time order.
  private var script: [(time: Double, arrival: Arrival)] = []
  /// Input that arrived and was not read yet.
  private var pending: [UInt8] = []
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
  func send(_ raw: [UInt8], at time: Double) {
    schedule(.input(raw), at: time)
  }

  /// Schedules keys at `time`: tmux key names (`F2`, `C-o`, `Down`), else text.
  func type(_ keys: String, at time: Double) {
    var raw: [UInt8] = []
    for token in keys.split(separator: " ") {
      if let key = try? Key(name: String(token)) {
        raw += Self.bytes(for: key)
      } else {
        raw += Array(token.utf8)
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

  /// The bytes tmux sends for `key` (no keypad mode): a character, a control
  /// byte, or an escape sequence.
  static func bytes(for key: Key) -> [UInt8] {
    let sequence: String
    switch key {
    case .character(let c): sequence = String(c)
    case .control(let c): return [c.asciiValue! & 0x1F]
    case .space: sequence = " "
    case .enter: sequence = "\r"
    case .tab: sequence = "\t"
    case .escape: sequence = "\u{1B}"
    case .backspace: return [0x7F]
    case .backTab: sequence = "\u{1B}[Z"
    case .up: sequence = "\u{1B}[A"
    case .down: sequence = "\u{1B}[B"
    case .right: sequence = "\u{1B}[C"
    case .left: sequence = "\u{1B}[D"
    case .home: sequence = "\u{1B}[1~"
    case .end: sequence = "\u{1B}[4~"
    case .insert: sequence = "\u{1B}[2~"
    case .delete: sequence = "\u{1B}[3~"
    case .pageUp: sequence = "\u{1B}[5~"
    case .pageDown: sequence = "\u{1B}[6~"
    case .function(let n) where n <= 4: sequence = "\u{1B}O" + ["P", "Q", "R", "S"][n - 1]
    case .function(let n): sequence = "\u{1B}[\([15, 17, 18, 19, 20, 21, 23, 24][n - 5])~"
    case .paste(let text, _): sequence = "\u{1B}[200~\(text)\u{1B}[201~"
    }
    return Array(sequence.utf8)
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

  func readInput() -> [UInt8]? {
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
