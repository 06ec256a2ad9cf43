import DuoLayoutCore

/// What a headless recording plays: one phone, or the phones of a comparison
/// (`Comparison`), run on one clock: every event reaches each, and the frame is
/// theirs side by side. The first phone's pose, pattern and caption name the
/// markers.
///
/// ```swift
/// var stage = Stage([state])
/// stage.reduce(.tick, at: 0.5)
/// stage.frame.text
/// ```
struct Stage {
  var states: [EmulatorState]
  /// The terminal the phones share; each state's own when there is one.
  let terminal: TerminalSize

  init(_ states: [EmulatorState], terminal: TerminalSize? = nil) {
    self.states = states
    self.terminal = terminal ?? states[0].terminal
  }

  var first: EmulatorState { states[0] }
  var now: Double { states.map(\.now).max() ?? 0 }
  var nextDeadline: Double? { states.compactMap(\.nextDeadline).min() }
  var shouldQuit: Bool { states.contains(where: \.shouldQuit) }

  mutating func reduce(_ event: Event, at time: Double) {
    states = states.map { DuoLayoutCore.reduce($0, event, at: time) }
  }

  /// Every phone run to `time`, each ticking at its own deadlines.
  func running(until time: Double) -> Stage {
    var next = self
    next.states = states.map { $0.running(until: time) }
    return next
  }

  /// The frame: the phone, or the phones side by side.
  var frame: CellGrid {
    states.count == 1 ? Scene.render(states[0]) : Comparison.render(states, terminal: terminal)
  }
}
