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

  /// True when nothing moves on screen: no glide or fade under way and no step
  /// of a faithful timeline to come (a tour's `wait settled`).
  public var isSettled: Bool {
    (transition.map { $0.isFinished(at: now) } ?? true) && pendingSteps.isEmpty
      && currentStep == nil
  }

  /// What is still moving, in words (`a glide`), for a wait that timed out.
  public var movement: String {
    if let transition, !transition.isFinished(at: now) { return "a glide" }
    return pendingSteps.isEmpty && currentStep == nil ? "nothing" : "the faithful timeline"
  }

  /// This state with its tour's steps replaced by `steps` and held open past its
  /// end: a tour checked line by line (`TourCheck`) plays what is resolved so far.
  public func holdingTourOpen(steps: [TourStep]) -> EmulatorState {
    var state = self
    state.tour?.steps = steps
    state.tour?.duration = .infinity
    return state
  }

  /// This state playing `script` from `now`: its keys are pressed at their times
  /// by `update`, a banner says any key takes over, and its first lines' pose and
  /// pattern are where it starts (see `DemoScript.startState`). The keys show
  /// under the phone until the tour says `keys off`. A new state, not a change to
  /// this one: only the core writes a state.
  ///
  /// ```swift
  /// let playing = script.startState(terminal: .standard).playingTour(script, at: 0)
  /// ```
  public func playingTour(_ script: DemoScript, at now: Double) -> EmulatorState {
    var state = self
    state.startTour(script, at: now)
    return state
  }

  /// Starts playing `script` at `now` (`playingTour(_:at:)`).
  mutating func startTour(_ script: DemoScript, at now: Double) {
    tour = TourPlayback(steps: script.schedule, start: now, duration: script.duration)
    tour?.keysAfter = keyOverlay.isOn
    keyOverlay.turn(on: true)
    notices.post(.banner("TOUR: any key takes over", source: "tour"), at: now)
  }

  /// Ends the tour (at its end, or a key took over): the keys on screen as they
  /// were before it.
  mutating func endTour() {
    if let playing = tour { keyOverlay.turn(on: playing.keysAfter) }
    tour = nil
  }
}
