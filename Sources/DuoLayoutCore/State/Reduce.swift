/// The emulator's one update: the state after `event` at time `now` (seconds on a
/// monotonic clock the caller owns). Pure: no I/O, no clock of its own.
///
/// While a text field has focus the pattern sees keys first (printable keys are
/// text); otherwise the global keymap does. The help overlay, while shown, takes
/// every key: Esc, F1 or `?` close it and the rest are ignored.
///
/// ```swift
/// let state = reduce(EmulatorState(pose: .closed), .key(.control("o")), at: 0)
/// state.pose  // .open
/// ```
public func reduce(_ state: EmulatorState, _ event: Event, at now: Double) -> EmulatorState {
  var next = state
  next.now = max(state.now, now)
  // Under the help the pattern's time stands still (no game is played blind); the
  // gap is not played as motion once it closes.
  if !state.showsHelp { next.models.tick(next.pattern, at: next.now) }
  next.advanceMotion()
  switch event {
  case .resize(let size):
    next.terminal = size
    next.stopMotion()
  case .tick:
    break
  case .key(let key):
    next.notice = nil
    next.press(key)
  }
  return next
}

extension EmulatorState {
  private var lastHelpScroll: Int {
    HelpRows.lastScroll(for: pattern, terminalRows: terminal.rows)
  }

  fileprivate mutating func press(_ key: Key) {
    let keymap = Keymap.standard
    if showsHelp {
      let command = keymap.command(for: key)
      switch key {
      case .up: helpScroll = max(0, helpScroll - 1)
      case .down: helpScroll = min(helpScroll + 1, lastHelpScroll)
      case .pageUp: helpScroll = max(0, helpScroll - 10)
      case .pageDown: helpScroll = min(helpScroll + 10, lastHelpScroll)
      case .home: helpScroll = 0
      default:
        if key == .escape || command == .toggleHelp {
          showsHelp = false
        } else if command == .quit {
          shouldQuit = true
        }
      }
      return
    }
    let env = environment
    if models.isTyping(in: pattern), models.handle(key, for: pattern, in: env) {
      return
    }
    if let command = keymap.command(for: key) {
      run(command)
      return
    }
    _ = models.handle(key, for: pattern, in: env)
  }

  fileprivate mutating func run(_ command: Command) {
    switch command {
    case .toggleHelp:
      showsHelp.toggle()
      helpScroll = 0
    case .device(let action): change(to: device.applying(action, profile: profile))
    case .toggleRegionOverlay: showsRegionOverlay.toggle()
    case .nextPattern:
      pattern = pattern.next
      transition = nil
    case .selectPattern(let id):
      pattern = id
      transition = nil
    case .toggleReduceMotion: motion.reduceMotion.toggle()
    case .toggleFaithfulTimeline: motion.faithfulTimeline.toggle()
    case .quit: shouldQuit = true
    }
  }

  /// Puts the phone in `newDevice` and starts moving the screen there: a glide from
  /// what is on screen now (itself maybe mid-glide) and, with the faithful
  /// timeline, the measured in-between updates first.
  fileprivate mutating func change(to newDevice: DeviceState) {
    guard newDevice != device else { return }
    let before = shownTree
    let beforeDisplay = shownDisplay
    let hold = TimelineStep(
      time: now, environment: shownEnvironment, display: beforeDisplay, label: "before")
    let old = device
    device = newDevice
    pendingSteps = []
    currentStep = nil
    if motion.faithfulTimeline, let metrics = textMetrics {
      pendingSteps = FaithfulTimeline.steps(
        from: old, to: newDevice, profile: profile, metrics: metrics, direction: layoutDirection,
        at: now)
      if !pendingSteps.isEmpty { currentStep = hold }
    }
    begin(from: before, display: beforeDisplay)
    advanceMotion()
  }

  private mutating func begin(from before: LayoutNode, display: Display) {
    let timings = profile.timings
    transition = Transition(
      from: before, fromDisplay: display, start: now,
      duration: motion.reduceMotion ? timings.reduceMotionFade : timings.duration,
      reduceMotion: motion.reduceMotion)
  }

  /// Plays the timeline steps that are due and ends a finished glide.
  fileprivate mutating func advanceMotion() {
    while let step = pendingSteps.first, step.time <= now {
      let before = shownTree
      let display = shownDisplay
      pendingSteps.removeFirst()
      currentStep = pendingSteps.isEmpty ? nil : step
      begin(from: before, display: display)
    }
    if let transition, transition.isFinished(at: now) {
      self.transition = nil
    }
  }

  /// Drops any glide and timeline: the screen shows the current state at once.
  fileprivate mutating func stopMotion() {
    transition = nil
    currentStep = nil
    pendingSteps = []
  }
}

extension EmulatorState {
  /// The state once every glide and timeline step in progress has played out, as
  /// headless commands show it. Models keep their own time.
  public func settled() -> EmulatorState {
    var state = self
    var guardCount = 0
    while state.transition != nil || !state.pendingSteps.isEmpty, guardCount < 1_000 {
      let end =
        [state.transition.map { $0.start + $0.duration }, state.pendingSteps.first?.time]
        .compactMap { $0 }.min() ?? state.now
      state = reduce(state, .tick, at: max(end, state.now))
      guardCount += 1
    }
    return state
  }
}
