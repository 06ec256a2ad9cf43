/// The emulator's one update: the state after `event` at time `now` (seconds on a
/// monotonic clock the caller owns), and the effects it asks the front for (save,
/// suspend, repaint, quit). Pure: no I/O, no clock of its own.
///
/// Before the event, the clock moves on: a tour presses its keys that are due,
/// the pattern's model ticks, glides advance, notices whose time is up go. While
/// a text field has focus the pattern sees keys first (printable keys are text);
/// otherwise the global keymap does. The help overlay, while shown, takes every
/// key: Esc, F1 or `?` close it and the rest are ignored.
///
/// ```swift
/// let step = update(EmulatorState(pose: .closed), .key(.control("o")), at: 0)
/// step.state.pose  // .open
/// step.effects     // [] (an autosave comes 2 s later, if the session is kept)
/// ```
public func update(_ state: EmulatorState, _ event: Event, at now: Double) -> Update {
  var step = applying(event, to: state, at: now)
  step.state.refreshFrame()
  return step
}

/// `update` without the frame: the state after `event` and its effects, its
/// frame not yet worked out (the kept one is older; reading it works it out).
private func applying(_ event: Event, to state: EmulatorState, at now: Double) -> Update {
  var next = state
  var effects: [Effect] = []
  let settings = state.settings
  next.playTour(until: now, effects: &effects)
  next.moveClock(to: now)
  switch event {
  case .resize(let viewport):
    next.viewport = viewport
    next.stopMotion()
  case .tick:
    break
  case .key(let key):
    next.keyOverlay.press(key, at: next.now)
    if next.tour != nil {
      // Any key stops the tour; that key only hands over control.
      next.endTour()
      next.notices.clear(source: "tour", at: next.now)
      next.notices.post(.info("tour stopped: you have control (F1 help, F10 quits)"), at: next.now)
    } else {
      next.press(key, effects: &effects)
    }
  case .seatKey(let seat, let key):
    next.keyOverlay.press(key, at: next.now)
    if next.tour == nil, !next.showsHelp {
      let outcome = next.patternEntry.seatKey(seat, key, &next.models, next.environment)
      if case .handled(let feedback?) = outcome {
        next.notices.post(.feedback(feedback), at: next.now)
      }
    }
  case .tap(let point):
    next.keyOverlay.click(at: next.now)
    if next.tour != nil {
      next.endTour()
      next.notices.clear(source: "tour", at: next.now)
      next.notices.post(.info("tour stopped: you have control (F1 help, F10 quits)"), at: next.now)
    } else {
      next.tap(at: point)
    }
  case .keyReleased(let key):
    next.releaseKey(key)
  case .notice(let notice):
    next.notices.post(notice, at: next.now)
  case .sessionSaved(let snapshot):
    next.autosave?.saved = snapshot
    next.autosave?.failed = nil
    next.notices.clear(source: "session", at: next.now)
  case .sessionSaveFailed(let snapshot, let reason):
    next.autosave?.failed = snapshot
    next.notices.post(
      .error("session not saved: \(reason) — retrying", source: "session"), at: next.now)
  case .settingsSaved:
    next.notices.clear(source: "settings", at: next.now)
  case .settingsSaveFailed(let reason):
    next.notices.post(.error("settings not saved: \(reason)", source: "settings"), at: next.now)
  case .recordingStopped(let reason):
    next.isRecording = false
    next.notices.post(
      .warning("recording stopped: \(reason); the phone goes on", source: "recording"),
      at: next.now)
  case .useDevice(let profile, let viewport):
    next.switchDevice(to: profile, viewport: viewport)
  case .shutdown:
    next.shouldQuit = true
  case .screenRead(let screen):
    next.showScreen(screen)
  case .screenFailed(let problem):
    next.screenProblems = [problem.description]
    next.notices.post(.error(problem.description, source: "screen"), at: next.now)
  case .banner(let text):
    next.banner = text
  }
  if next.settings != settings { effects.append(.saveSettings(next.settings)) }
  next.scheduleSave(after: event, wasQuitting: state.shouldQuit, effects: &effects)
  if next.shouldQuit && !state.shouldQuit && event != .shutdown { effects.append(.quit) }
  return Update(state: next, effects: effects)
}

/// `update`'s state alone, for callers with no front to carry out effects: the
/// headless commands and most tests.
public func reduce(_ state: EmulatorState, _ event: Event, at now: Double) -> EmulatorState {
  update(state, event, at: now).state
}

/// The state after `events`, one after another at `now`, with one frame worked out
/// after the last: the same state as `reduce` event by event, for a caller that
/// reads only where the events lead (the audit's keys to a screen), not the frames
/// on the way. A front shows every update's frame, so it calls `update`.
public func reduce(_ state: EmulatorState, _ events: [Event], at now: Double) -> EmulatorState {
  var next = state
  for event in events { next = applying(event, to: next, at: now).state }
  next.refreshFrame()
  return next
}

extension EmulatorState {
  /// Moves time on to `time`: the pattern's model ticks (not under the help: no
  /// game is played blind, and the gap is not played as motion once it closes),
  /// glides and timeline steps advance, notices whose time is up go.
  fileprivate mutating func moveClock(to time: Double) {
    now = max(now, time)
    if !showsHelp { patternEntry.tick(&models, now) }
    advanceMotion()
    notices.advance(to: now)
    keyOverlay.advance(to: now)
  }

  /// Presses the tour's keys that are due by `time`, each at its own time; at the
  /// tour's end, hands control over.
  fileprivate mutating func playTour(until time: Double, effects: inout [Effect]) {
    while var playing = tour, playing.next < playing.steps.count {
      let step = playing.steps[playing.next]
      let at = playing.start + step.time
      guard at <= time else { break }
      playing.next += 1
      tour = playing
      moveClock(to: at)
      switch step.action {
      case .key(let key):
        keyOverlay.press(key, at: now)
        press(key, effects: &effects)
      case .say(let text): tour?.caption = text
      case .keys(let on): keyOverlay.turn(on: on)
      case .slow(let factor): slowMotion = SlowMotion(playing: factor)
      }
      if shouldQuit { return }
    }
    if let playing = tour, playing.isFinished(at: time) {
      endTour()
      notices.clear(source: "tour", at: max(now, time))
      notices.post(
        .info("tour finished: you have control (F1 help, F10 quits)", source: "tour"),
        at: max(now, time))
    }
  }

  /// Schedules a write a moment after the last change (see `Autosave`), and writes
  /// at once when the session ends (once: what a game does after that is not
  /// written). Only what people do counts as a change (a game's ticks alone do not
  /// write the file every two seconds), and news of a write is not a change.
  fileprivate mutating func scheduleSave(
    after event: Event, wasQuitting: Bool, effects: inout [Effect]
  ) {
    guard var autosave else { return }
    switch event {
    case .sessionSaved, .sessionSaveFailed, .settingsSaved, .settingsSaveFailed: return
    default: break
    }
    let snapshot = SessionSnapshot(self)
    let isNew = snapshot != autosave.saved && snapshot != autosave.failed
    if shouldQuit {
      if isNew && !wasQuitting { effects.append(.saveSession(snapshot)) }
      autosave.due = nil
    } else if !isNew {
      autosave.due = nil
    } else if let due = autosave.due, now >= due {
      effects.append(.saveSession(snapshot))
      autosave.due = nil
    } else if event != .tick {
      let since = autosave.due == nil ? now : autosave.since ?? now
      autosave.since = since
      autosave.due = min(now + Autosave.delay, since + Autosave.longest)
    }
    if autosave.due == nil { autosave.since = nil }
    self.autosave = autosave
  }

  private var lastHelpScroll: Int {
    max(0, HelpRows.rows(for: self).count - viewport.helpRows)
  }

  fileprivate mutating func press(_ key: Key, effects: inout [Effect]) {
    let keymap = self.keymap
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
    let entry = patternEntry
    if entry.isTyping(models) {
      switch entry.handle(key, &models, env) {
      case .handled(let feedback?):
        notices.post(.feedback(feedback), at: now)
        return
      case .handled(nil): return
      case .unbound: break
      }
    }
    if let command = keymap.command(for: key) {
      run(command, effects: &effects)
      return
    }
    // Every key shows what it did: the screen, or a line on the status line.
    switch entry.handle(key, &models, env) {
    case .unbound: notices.post(.unbound(key.label), at: now)
    case .handled(let feedback?): notices.post(.feedback(feedback), at: now)
    case .handled(nil): break
    }
  }

  /// A click at `point`: the innermost node shown there (mid-glide, where the
  /// glide has it now) that the pattern presses, if any.
  fileprivate mutating func tap(at point: Point) {
    guard !showsHelp else { return }
    let frame = self.frame
    let env = frame.environment
    let nodes = frame.shownTree.shownWindowNodes.filter {
      point.x >= $0.frame.minX && point.x < $0.frame.maxX && point.y >= $0.frame.minY
        && point.y < $0.frame.maxY
    }
    for node in nodes.reversed() {
      if let outcome = patternEntry.tap(node, &models, env) {
        if case .handled(let feedback?) = outcome { notices.post(.feedback(feedback), at: now) }
        return
      }
    }
  }

  /// A key let go: the pattern may stop what the press started (a paddle).
  fileprivate mutating func releaseKey(_ key: Key) {
    guard !showsHelp, tour == nil else { return }
    patternEntry.release(key, &models, environment)
  }

  /// Whether a pattern switch goes ahead. While a game is being played, the
  /// pattern keys (digits, F9, Ctrl-N) sit right above W A S D: a first press asks
  /// on the status line, and only the same key again within
  /// `ConfirmInPlace.window` leaves the game, as Leave asks twice.
  fileprivate mutating func confirmsPatternSwitch(_ command: Command) -> Bool {
    let shared = models[SharedSplitPattern.self]
    guard tour == nil, pattern == SharedSplitPattern.id, shared.playing != nil,
      !shared.isGameOver
    else { return true }
    if let armed = armedPatternSwitch, armed.command == command, now < armed.until {
      armedPatternSwitch = nil
      notices.clear(source: "key", at: now)
      return true
    }
    armedPatternSwitch = ArmedCommand(command: command, until: now + ConfirmInPlace.window)
    notices.post(
      .feedback("a game is on: press that key again to leave it for another pattern"), at: now)
    return false
  }

  fileprivate mutating func run(_ command: Command, effects: inout [Effect]) {
    switch command {
    case .toggleHelp:
      showsHelp.toggle()
      helpScroll = 0
    case .device(let action):
      let next = device.applying(action, profile: profile)
      let pose = next.pose(profile)
      guard profile.supports(pose) else {
        let poses = profile.supportedPoses.map(\.argument).joined(separator: ", ")
        notices.post(
          .info("\(profile.name) has no \(pose.argument) pose; its poses: \(poses)"), at: now)
        return
      }
      change(to: next)
    case .toggleRegionOverlay: showsRegionOverlay.toggle()
    case .toggleKeyOverlay:
      keyOverlay.turn(on: !keyOverlay.isOn)
      notices.post(
        .info(
          "keys on screen \(keyOverlay.isOn ? "on: each key shows under the phone" : "off")",
          source: "keys"), at: now)
    case .nextPattern:
      guard confirmsPatternSwitch(command) else { return }
      pattern = registry.next(after: pattern)
      transition = nil
    case .selectPattern(let id):
      guard id == pattern || confirmsPatternSwitch(command) else { return }
      pattern = id
      transition = nil
    case .toggleReduceMotion: motion.reduceMotion.toggle()
    case .toggleFaithfulTimeline: motion.faithfulTimeline.toggle()
    case .toggleSlowMotion:
      slowMotion.isOn.toggle()
      let speed = slowMotion.isOn ? "\(slowMotion.factor.pointText)× slower" : "normal speed"
      notices.post(
        .info(
          "slow motion \(slowMotion.isOn ? "on" : "off"): glides play at \(speed)",
          source: "slow motion"), at: now)
    case .suspend: effects.append(.suspend)
    case .repaint: effects.append(.repaint)
    case .screenshot: effects.append(.screenshot)
    case .nextDevice: effects.append(.nextDevice)
    case .cycleSplitView:
      var next = options
      next.splitView = SplitView.next(after: splitView)
      change(to: next)
    case .leaveSplitView:
      guard splitView != nil else {
        notices.post(.info("Split View is off: Ctrl-S enters it", source: "environment"), at: now)
        return
      }
      var next = options
      next.splitView = nil
      change(to: next)
    case .textSize(let larger):
      guard let size = larger ? textSize.larger : textSize.smaller else {
        notices.post(
          .info("text size \(textSize.argument) is the \(larger ? "largest" : "smallest")"),
          at: now)
        return
      }
      var next = options
      next.textSize = size
      change(to: next)
    case .toggleDirection:
      var next = options
      next.layoutDirection = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      change(to: next)
    case .quit: shouldQuit = true
    }
  }

  /// Takes `newOptions` (Split View, text size, direction) and glides from what is
  /// on screen to the new layout, as a pose change does; the status line says what
  /// changed, and why it does not show when it cannot yet.
  fileprivate mutating func change(to newOptions: EnvironmentOptions) {
    guard newOptions != options else { return }
    let before = shownTree
    let beforeDisplay = shownDisplay
    let old = options
    stopMotion()
    options = newOptions
    begin(from: before, display: beforeDisplay)
    notices.post(.info(optionsNotice(from: old), source: "environment"), at: now)
  }

  /// What the status line says after the options changed from `old`.
  private func optionsNotice(from old: EnvironmentOptions) -> String {
    if options.splitView != old.splitView {
      guard let split = splitView else { return "Split View off: the app has the whole display" }
      let later = litDisplay == .inner ? "" : " (on the inner display: shown when the phone opens)"
      return "Split View \(split.words)\(later)"
    }
    if options.textSize != old.textSize {
      let points = textSize.columnWidth.pointText
      let unit = profile.unit
      guard terminalSetsTextSize, let drawn = textMetrics else {
        return "text size \(textSize.argument) (\(points) \(unit) a column)"
      }
      return
        "text size \(textSize.argument) (\(points) \(unit) a column); the terminal is too small, "
        + "so text is \(drawn.columnWidth.pointText) \(unit) a column — enlarge the terminal"
    }
    return "layout direction: \(layoutDirection.words)"
  }

  /// Becomes `profile` in the same pose (or the nearest one it has), gliding from
  /// what is on screen; the models are untouched and the status line says which.
  fileprivate mutating func switchDevice(
    to newProfile: DeviceProfile, viewport newViewport: Viewport
  ) {
    guard newProfile != profile else { return }
    let before = shownTree
    let beforeDisplay = shownDisplay
    let pose = self.pose
    setProfile(newProfile)
    viewport = newViewport
    stopMotion()
    device = pose.deviceState(newProfile).repaired(newProfile)
    begin(from: before, display: beforeDisplay)
    let note = self.pose == pose ? "" : " (it has no \(pose.argument) pose: \(self.pose.argument))"
    notices.post(.info("device: \(newProfile.name)\(note)", source: "device"), at: now)
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
      // Each step is laid out at the scale of the display it shows on.
      pendingSteps = FaithfulTimeline.steps(
        from: old, to: newDevice, profile: profile, metrics: metrics, options: options,
        at: now
      ).map { step in
        var step = step
        step.time = now + (step.time - now) * slowMotion.multiplier
        step.environment.textMetrics =
          viewport.metrics(
            display: step.display, isRotated: newDevice.isRotated, textSize: textSize) ?? metrics
        return step
      }
      if !pendingSteps.isEmpty { currentStep = hold }
    }
    begin(from: before, display: beforeDisplay)
    advanceMotion()
  }

  /// Shows `screen` in place of the screen file's last screen: the state of the
  /// nodes it still has stays (`ScreenModel.reloaded`), an error shown for the
  /// file goes, and what moved glides.
  mutating func showScreen(_ screen: ScreenFile) {
    let before = shownTree
    let display = shownDisplay
    let shown = screenFile != nil
    models.show(screen)
    screenProblems = []
    notices.clear(source: "screen", at: now)
    guard shown else { return }
    pattern = screen.pattern.patternID
    begin(from: before, display: display)
    advanceMotion()
  }

  /// Starts a glide from `before`, what is on screen, without its fades
  /// (`TreeInterpolation.flattened`): a change that comes mid-glide starts from
  /// where things are, and its frames never hold the fades of the glide before, so
  /// a held key costs what one fold costs.
  private mutating func begin(from before: LayoutNode, display: Display) {
    let timings = profile.timings
    transition = Transition(
      from: TreeInterpolation.flattened(before), fromDisplay: display, start: now,
      duration: (motion.reduceMotion ? timings.reduceMotionFade.value : timings.duration.value)
        * slowMotion.multiplier,
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
