import DuoLayoutCore
import DuoTermRender

@testable import DuoTerm

extension MemoryTerminal {
  /// What a person sees at each step of a session played on the virtual clock:
  /// the whole interactive loop from `state` in a `size` terminal, each of `steps`
  /// (a line of keys for `type`: tmux key names, else text) typed `pause` seconds
  /// after the one before, then F10. Returns the screen before the first step
  /// and after each one, as it stood when the next keys arrived, whether the loop
  /// was blocked with nothing moving then (glides, notices and the like all done),
  /// and the screens on the way. The tours of the end-to-end tests, without waiting in real time.
  ///
  /// ```swift
  /// let shown = MemoryTerminal.screens(from: EmulatorState(pattern: .feed), steps: ["F2"])
  /// shown[1].text  // the feed, open
  /// ```
  static func screens(
    from state: EmulatorState, size: TerminalSize = .standard, steps: [String],
    pause: Double = 10
  ) -> [ShownScreen] {
    let start = 100.0
    let terminal = MemoryTerminal(size: size, start: start)
    let times = steps.indices.map { start + pause * Double($0 + 1) }
    for (keys, time) in zip(steps, times) { terminal.type(keys, at: time) }
    terminal.type("F10", at: start + pause * Double(steps.count + 1))
    // At each wait the clock has moved to what arrives next, not yet handled:
    // the screen is the one the loop drew before it, at the step before.
    var shown = Array(repeating: ShownScreen(), count: steps.count + 1)
    terminal.onWait = { [unowned terminal] in
      let step = times.filter { $0 < terminal.now }.count
      guard step < shown.count else { return }
      shown[step].text = terminal.screen.text
      shown[step].seen.append(shown[step].text)
      shown[step].settled = terminal.waits.last == .some(nil)
    }
    let session = InteractiveSession(state: state, backend: terminal)
    _ = session.run()
    return shown
  }

  /// One step of `screens(from:size:steps:pause:)`.
  struct ShownScreen {
    /// The screen as the next keys arrived, a line a row.
    var text = ""
    /// True when nothing was moving then: the loop waited with no deadline.
    var settled = false
    /// Every screen the loop showed as it waited during the step (the frames of
    /// a glide, a notice before it went), the last one `text`.
    var seen: [String] = []
  }
}
