extension EmulatorState {
  /// The state after the clock has run to `time`, ticking at every deadline on the
  /// way (a glide's frames, a game's steps, a tour's keys), at most `limit` ticks.
  public func running(until time: Double, limit: Int = 100_000) -> EmulatorState {
    var state = self
    var ticks = 0
    while let deadline = state.nextDeadline, deadline <= time, ticks < limit {
      state = reduce(state, .tick, at: max(deadline, state.now))
      ticks += 1
    }
    return time > state.now ? reduce(state, .tick, at: time) : state
  }

  /// Starts playing `script` at `now`: its keys are pressed at their times by
  /// `update`, a banner says any key takes over, and its first lines' pose and
  /// pattern are where it starts (see `DemoScript.startState`).
  public mutating func startTour(_ script: DemoScript, at now: Double) {
    tour = TourPlayback(steps: script.schedule, start: now, duration: script.duration)
    notices.post(.banner("TOUR: any key takes over", source: "tour"), at: now)
  }
}
