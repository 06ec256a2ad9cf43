extension EmulatorState {
  /// The state after the clock has run to `time`, ticking at every deadline on the
  /// way (a glide's frames, a game's steps), at most 10,000 ticks.
  public func running(until time: Double) -> EmulatorState {
    var state = self
    var ticks = 0
    while let deadline = state.nextDeadline, deadline <= time, ticks < 10_000 {
      state = reduce(state, .tick, at: max(deadline, state.now))
      ticks += 1
    }
    return time > state.now ? reduce(state, .tick, at: time) : state
  }
}
