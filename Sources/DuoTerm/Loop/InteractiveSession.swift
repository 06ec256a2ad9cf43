import DuoLayoutCore
import DuoTermRender
import Glibc

/// The interactive front: draw, block until a key, a signal or a timer, reduce,
/// draw the difference. It owns the terminal and gives it back on every way out.
final class InteractiveSession {
  /// How the session ended.
  enum Ending: Equatable {
    case quit
    case signal(Int32)
    case inputClosed
  }

  private var state: EmulatorState
  private var decoder = InputDecoder()
  private var shown: CellGrid? = nil
  /// A tour being played: its keys still to press and when it started.
  private var demo: (keys: ArraySlice<(time: Double, key: Key)>, start: Double?, end: Double)? = nil

  /// Where the session is saved on quit, on SIGTERM and SIGHUP, and a moment
  /// after each change (so even a SIGKILL loses little); nil for a tour.
  private let store: SessionStore?
  private var saved: SavedSession? = nil
  private var saveDeadline: Double? = nil
  /// Seconds after a change before the session is saved.
  static let autosaveDelay = 2.0

  /// The config file: the shared screen's seating and flash are written to it as
  /// soon as a key changes them; nil for a tour.
  private let config: ConfigStore?
  private var savedSettings: SharedSettings

  init(
    state: EmulatorState, demo script: DemoScript? = nil, store: SessionStore? = nil,
    config: ConfigStore? = nil
  ) {
    self.state = state
    self.store = store
    self.config = config
    savedSettings = state.settings
    if let script { demo = (script.schedule[...], nil, script.duration) }
    if store != nil { saved = SavedSession(state) }
  }

  /// Runs until the person quits, a signal ends it, or input closes. Returns the
  /// exit status; a fatal signal is re-raised after the terminal is restored.
  func run() -> Int32 {
    if let problem = CursesTerminal.check() {
      printError(problem.description)
      return 2
    }
    SignalPipe.install()
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start()
    } catch {
      printError(error.description)
      return 2
    }
    let start = MonotonicClock.now()
    state = reduce(state, .resize(terminal.size), at: start)
    if demo != nil {
      demo!.start = start
      state.notice = "TOUR: any key takes over"
    }
    let ending = loop(terminal)
    terminal.stop()
    saveNow(reportErrors: true)
    switch ending {
    case .quit:
      return 0
    case .inputClosed:
      printError("input closed (end of file on standard input); quitting")
      return 1
    case .signal(let number):
      SignalPipe.uninstall()
      raise(number)
      return 128 + number
    }
  }

  private func loop(_ terminal: CursesTerminal) -> Ending {
    while true {
      let frame = Scene.render(state)
      terminal.draw(GridDiff.runs(from: shown, to: frame))
      shown = frame
      if state.shouldQuit { return .quit }

      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, timeout(at: MonotonicClock.now()))
      let now = MonotonicClock.now()
      playDemo(until: now)
      if let deadline = saveDeadline, now >= deadline { saveNow(reportErrors: false) }
      if ready == 0 {
        // Input paused: a lone Esc, a sequence cut short, a paste with no end.
        let settled = decoder.flush(at: now)
        if !settled.isEmpty { handle(settled, terminal: terminal, at: now) }
        state = reduce(state, .tick, at: now)
        continue
      }
      for signal in SignalPipe.drain() {
        switch signal {
        case SIGTSTP:
          terminal.suspend()
          SignalPipe.reinstall(SIGTSTP)
        case SIGCONT:
          terminal.resume()
        case SIGWINCH:
          terminal.updateSize()
          state = reduce(state, .resize(terminal.size), at: now)
        default:
          return .signal(signal)
        }
      }
      // Asked before reading: a key ncurses knows and DuoTerm does not (Ctrl-Up),
      // or bytes that are not UTF-8, are read and give nothing, yet are not the end.
      let atEnd = fds[0].revents != 0 && inputAtEnd()
      let raw = terminal.readAvailable()
      if raw.isEmpty, atEnd { return .inputClosed }
      handle(decoder.decode(raw, at: now), terminal: terminal, at: now)
    }
  }

  /// Acts on decoded input: any key stops a tour, Ctrl-Z suspends, the rest goes
  /// to the reducer; then the session and the settings are saved if they changed.
  private func handle(_ inputs: [DecodedInput], terminal: CursesTerminal, at now: Double) {
    var decoded = inputs
    if demo != nil, decoded.contains(where: { if case .key = $0 { true } else { false } }) {
      // Any key stops the tour; that key only hands over control.
      demo = nil
      decoded.removeAll { if case .key = $0 { true } else { false } }
      state.notice = "tour stopped: you have control (F1 help, F10 quits)"
    }
    if decoded.contains(.key(.control("z"))) {
      decoded.removeAll { $0 == .key(.control("z")) }
      terminal.suspend()
      SignalPipe.reinstall(SIGTSTP)
    }
    apply(decoded, terminal: terminal, at: now)
    noteChanges(at: now)
    saveSettings()
  }

  /// Writes the seating and flash to the config file when a key changed them. A
  /// failure is one line on the status line; the next change tries again.
  private func saveSettings() {
    guard let config, state.settings != savedSettings else { return }
    savedSettings = state.settings
    do {
      try config.save(state.settings)
    } catch {
      state.notice = "settings not saved: \(error)"
    }
  }

  /// Schedules a save a moment after the session changed.
  private func noteChanges(at now: Double) {
    guard store != nil, saveDeadline == nil, SavedSession(state) != saved else { return }
    saveDeadline = now + InteractiveSession.autosaveDelay
  }

  /// Saves the session now. Errors are reported only once the terminal is back.
  private func saveNow(reportErrors: Bool) {
    saveDeadline = nil
    guard let store else { return }
    let current = SavedSession(state)
    guard current != saved else { return }
    do {
      try store.save(state)
      saved = current
    } catch {
      if reportErrors { printError("could not save the session: \(error)") }
    }
  }

  /// Milliseconds poll may wait: until the state's next deadline, or the decoder's
  /// (a lone Esc, a sequence or a paste left open by the last read), forever when
  /// idle.
  private func timeout(at now: Double) -> Int32 {
    var wait: Double? = nil
    if let deadline = state.nextDeadline { wait = max(0, deadline - now) }
    if let deadline = decoder.deadline { wait = min(wait ?? .infinity, max(0, deadline - now)) }
    if let deadline = saveDeadline { wait = min(wait ?? .infinity, max(0, deadline - now)) }
    if let demo, let start = demo.start {
      let next = demo.keys.first.map { start + $0.time } ?? start + demo.end
      wait = min(wait ?? .infinity, max(0, next - now))
    }
    guard let wait else { return -1 }
    // A tour may wait for weeks in all; poll takes at most Int32.max ms at a time.
    return Int32(min(wait * 1000, Double(Int32.max)).rounded(.up))
  }

  /// Presses the tour's keys that are due; at its end, hands control over.
  private func playDemo(until now: Double) {
    guard let current = demo, let start = current.start else { return }
    var keys = current.keys
    while let next = keys.first, start + next.time <= now {
      keys.removeFirst()
      state = reduce(state, .key(next.key), at: max(state.now, start + next.time))
      if state.shouldQuit { break }
    }
    demo?.keys = keys
    if demo != nil { state.notice = "TOUR: any key takes over" }
    if keys.isEmpty && now >= start + current.end {
      demo = nil
      state.notice = "tour finished: you have control (F1 help, F10 quits)"
    }
  }

  private func apply(_ inputs: [DecodedInput], terminal: CursesTerminal, at now: Double) {
    for input in inputs {
      switch input {
      case .resize: state = reduce(state, .resize(terminal.size), at: now)
      case .key(let key): state = reduce(state, .key(key), at: now)
      }
      if state.shouldQuit { return }
    }
  }

  /// True when standard input has hung up or holds no bytes although poll said it
  /// was readable: end of file.
  private func inputAtEnd() -> Bool {
    var available: Int32 = 0
    if ioctl(STDIN_FILENO, UInt(FIONREAD), &available) != 0 { return true }
    return available == 0
  }
}
