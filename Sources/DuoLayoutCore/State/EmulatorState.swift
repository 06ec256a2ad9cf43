/// The whole emulator: the phone, the terminal it is drawn in, the pattern on the
/// lit display and its models, what is overlaid, the messages waiting for the
/// status line, a tour playing and when the session is next saved. `update` (and
/// `reduce`, its state alone) is the only way it changes: every stored property is
/// written only inside this module (`internal(set)`), so the front (and the
/// renderer) can read the state but not assign to it; a session's start is a
/// `Launch`, made into the first state by `launched`. `StateAccessTests` compiles
/// an assignment from outside the module and expects it refused.
///
/// ```swift
/// var state = EmulatorState(pose: .closed)
/// state = reduce(state, .key(.function(2)), at: 0)
/// state.pose                  // .open
/// state.environment.windowSize  // 951 × 669
/// ```
public struct EmulatorState: Hashable, Sendable {
  /// The phone being emulated: every size, region and timing comes from it.
  public private(set) var profile: DeviceProfile
  /// The hinge angle and the grip; the pose and the lit display follow from them.
  public internal(set) var device: DeviceState
  /// The terminal drawn in: its size and the scale each display is drawn at
  /// (points per column), which the renderer computes.
  public internal(set) var viewport: Viewport
  /// The patterns there are: F9's order, the digit keys, the help.
  public private(set) var registry: PatternRegistry
  /// The global keys, with the digit keys for this registry's patterns and the
  /// profile's hinge step: kept with the state, made again only when the registry
  /// or the profile changes, so a key costs its own work, not the table's.
  public private(set) var keymap: Keymap
  /// The pattern on the lit display.
  public internal(set) var pattern: PatternID
  /// Every pattern's model, kept whichever pattern is on screen.
  public internal(set) var models: AppModels
  /// What the person set that shapes the environment: Split View, the text size,
  /// the direction. Changing one re-lays the screen out, as a fold does.
  public internal(set) var options: EnvironmentOptions
  /// True while the help overlay is up: it takes every key, and the pattern's time
  /// stands still under it.
  public internal(set) var showsHelp: Bool
  /// The first help row shown, when the help is taller than the terminal.
  public internal(set) var helpScroll: Int
  /// True while the region overlay (F8) marks the reserved regions and the safe area.
  public internal(set) var showsRegionOverlay: Bool
  /// Set by the quit key; the front ends the session when it sees it.
  public internal(set) var shouldQuit: Bool
  /// The time of the last event, on the caller's clock.
  public internal(set) var now: Double
  /// Reduce Motion and the faithful timeline (F11, F12).
  public internal(set) var motion: MotionSettings
  /// Slow motion (Ctrl-Q, `--slow N`, a tour's `slow N`); not kept in the session.
  public internal(set) var slowMotion: SlowMotion
  /// The glide or fade running now, if any.
  public internal(set) var transition: Transition?
  /// The in-between update on screen while a faithful timeline plays, if any.
  public internal(set) var currentStep: TimelineStep?
  /// The timeline's updates still to come.
  public internal(set) var pendingSteps: [TimelineStep]
  /// Messages for the status line: warnings, errors that stay until fixed, the
  /// tour's banner.
  public internal(set) var notices: NoticeQueue
  /// The tour playing, if any: its keys are pressed by `update` at their times.
  public internal(set) var tour: TourPlayback?
  /// When the session is written; nil when it is not kept (a tour, headless).
  public internal(set) var autosave: Autosave?
  /// True while the front takes mouse clicks: the pose bar is drawn under the
  /// phone where there is room.
  public internal(set) var showsPoseBar = false
  /// A line the front keeps in the band under the phone while no tour plays
  /// (a shared game's join commands, until the guest joins).
  public internal(set) var banner: String? = nil
  /// True while the front records (`--record`, `--record-tour`): the status line
  /// shows `● REC`, so nobody is recorded unaware.
  public internal(set) var isRecording = false
  /// What is wrong with the screen file, while it cannot be read (the last good
  /// screen stays): the help lists every line.
  public internal(set) var screenProblems: [String] = []
  /// A pattern key pressed once during a game: pressed again before `until`, it
  /// switches (see `Keymap`'s "twice during a game").
  public internal(set) var armedPatternSwitch: ArmedCommand?
  /// The keys on screen (Ctrl-], on in tours): each key pressed as a cap under
  /// the phone for about a second.
  public internal(set) var keyOverlay = KeyOverlay()
  /// The frame `update` worked out for this state (`Frame`): read through `frame`,
  /// which works it out again only if the state changed since.
  var memo = FrameMemo()

  /// The phone in `pose`, nothing overlaid and nothing moving, at time 0, showing
  /// `pattern` (the registry's first when nil).
  public init(
    profile: DeviceProfile = .iPhoneDuo, pose: Pose = .closed,
    viewport: Viewport = .standard, pattern: PatternID? = nil,
    models: AppModels = AppModels(), layoutDirection: LayoutDirection = .leftToRight,
    registry: PatternRegistry = .standard, options: EnvironmentOptions? = nil
  ) {
    self.init(
      profile: profile, pose: pose, viewport: viewport, pattern: pattern, models: models,
      registry: registry, options: options ?? EnvironmentOptions(layoutDirection: layoutDirection),
      framed: true)
  }

  /// The same phone, its frame worked out now only when `framed`: a caller that
  /// changes the state before it reads it (`AuditScreen.state` presses a screen's
  /// keys) works out one frame, at the end.
  init(
    profile: DeviceProfile, pose: Pose, viewport: Viewport, pattern: PatternID?,
    models: AppModels, registry: PatternRegistry, options: EnvironmentOptions, framed: Bool
  ) {
    self.profile = profile
    self.device = pose.deviceState(profile)
    self.viewport = viewport
    self.registry = registry
    self.keymap = Keymap(registry: registry, profile: profile)
    self.pattern = pattern ?? registry.first
    self.models = models
    self.options = options
    showsHelp = false
    helpScroll = 0
    showsRegionOverlay = false
    shouldQuit = false
    now = 0
    motion = MotionSettings()
    slowMotion = SlowMotion()
    transition = nil
    currentStep = nil
    pendingSteps = []
    notices = NoticeQueue()
    tour = nil
    autosave = nil
    if framed { refreshFrame() }
  }

  /// What this state shows (`Frame`): the one `update` worked out, or, if the
  /// state was changed since without it, worked out now from it.
  public var frame: Frame {
    if let frame = memo.frame, frame.isCurrent(for: self) { return frame }
    return Frame(self, reusing: memo.frame)
  }

  /// Works out the frame and keeps it: the end of every change.
  mutating func refreshFrame() {
    memo.frame = frame
  }

  /// Puts the state on `profile`, with the keymap for its hinge.
  mutating func setProfile(_ profile: DeviceProfile) {
    self.profile = profile
    keymap = Keymap(registry: registry, profile: profile)
  }

  /// Gives the state `registry`'s patterns, with the keymap for them.
  mutating func setRegistry(_ registry: PatternRegistry) {
    self.registry = registry
    keymap = Keymap(registry: registry, profile: profile)
  }

  /// The state showing `screen` on the lit display: the registry gains the screen
  /// file's pattern (`PatternRegistry.withScreen`), the screen's model holds it,
  /// and a kind with content of its own shows on its catalog pattern
  /// (`ContentPattern`).
  ///
  /// ```swift
  /// let state = EmulatorState(pose: .open).showing(try ScreenFile.read(text, file: "a.json"))
  /// state.pattern   // "screen" (or the catalog pattern that reads the file's content)
  /// ```
  public func showing(_ screen: ScreenFile) -> EmulatorState {
    var state = self
    state.show(screen)
    state.refreshFrame()
    return state
  }

  /// `showing` in place, its frame not yet worked out.
  mutating func show(_ screen: ScreenFile) {
    setRegistry(.withScreen)
    pattern = screen.pattern.patternID
    models.show(screen)
  }

  /// The screen file on the lit display, if one is shown (`showing`): nil while
  /// a built-in pattern is on screen.
  public var screenFile: ScreenFile? {
    let screen = models.screen.screen
    return screen != .empty && screen.pattern.patternID == pattern ? screen : nil
  }

  /// The pattern on screen, as the registry knows it.
  public var patternEntry: PatternEntry { registry[pattern] }

  /// The band under the phone: the tour's caption while a tour plays, else the
  /// front's banner.
  public var caption: String? { tour?.caption ?? banner }

  /// The message on the status line now, if any.
  public var notice: String? { notices.shown?.text }

  /// When the state next needs a `.tick`, or nil while nothing moves: the model's
  /// own deadline, the next frame of a glide (at most 60 a second), the next step
  /// of a faithful timeline, a tour's next key, a due autosave, a notice whose
  /// time is up, a key cap whose second is over.
  public var nextDeadline: Double? {
    var deadlines = [
      showsHelp ? nil : patternEntry.nextDeadline(models), pendingSteps.first?.time,
      tour?.nextDeadline, autosave?.due, notices.nextDeadline, keyOverlay.nextDeadline,
    ]
    if let transition, !transition.isFinished(at: now) {
      let frame = now + 1 / profile.timings.framesPerSecond.value
      deadlines.append(min(frame, transition.start + transition.duration))
    }
    return deadlines.compactMap { $0 }.min()
  }

  /// The environment on screen: an in-between one while a faithful timeline plays.
  public var shownEnvironment: LayoutEnvironment { frame.shownEnvironment }

  /// The display the pattern is drawn on now.
  public var shownDisplay: Display {
    currentStep?.display ?? litDisplay
  }

  /// The tree on screen now: mid-transition, the frame between the old layout and
  /// the current one.
  public var shownTree: LayoutNode { frame.shownTree }

  /// The named pose the phone is in.
  public var pose: Pose { device.pose(profile) }

  /// The display that is lit.
  public var litDisplay: Display { device.litDisplay(profile) }

  /// The terminal's size in cells.
  public var terminal: TerminalSize { viewport.size }

  /// Right to left swaps leading and trailing.
  public internal(set) var layoutDirection: LayoutDirection {
    get { options.layoutDirection }
    set { options.layoutDirection = newValue }
  }

  /// The Dynamic Type size.
  public internal(set) var textSize: TextSize {
    get { options.textSize }
    set { options.textSize = newValue }
  }

  /// Split View on the inner display, or nil; kept while closed (the outer
  /// display has none) and back when the phone opens.
  public internal(set) var splitView: SplitView? {
    get { options.splitView }
    set { options.splitView = newValue }
  }

  /// The scale the lit display is drawn at, or nil when the terminal is too small:
  /// the terminal's and the text size's, whichever is larger.
  public var textMetrics: TextMetrics? { metrics(display: litDisplay) }

  /// The scale `display` is drawn at while lit, held as the phone is now, or nil
  /// when the terminal is too small for it.
  public func metrics(display: Display) -> TextMetrics? {
    viewport.metrics(display: display, isRotated: device.isRotated, textSize: textSize)
  }

  /// True when the terminal, not the text size, sets the lit display's scale: it is
  /// too small to draw the phone at the text size's, so text is larger than set.
  public var terminalSetsTextSize: Bool {
    guard let terminal = viewport.metrics(display: litDisplay, isRotated: device.isRotated)
    else { return false }
    return terminal.columnWidth > textSize.columnWidth
  }

  /// What the lit display hands the pattern. A too-small terminal still gets an
  /// environment (at the coarsest scale) so the models keep working. It follows
  /// from the profile, the device, the viewport and the options alone, never from
  /// the layout: the kept frame's while they are its, else made from them, so
  /// keys pressed before a frame is made (`reduce(_:_:at:)` with several events)
  /// do not lay the pattern out to find it.
  public var environment: LayoutEnvironment {
    memo.frame?.environment(for: self) ?? makeEnvironment()
  }

  /// `environment`, worked out from the state.
  func makeEnvironment() -> LayoutEnvironment {
    profile.environment(
      for: device, textMetrics: textMetrics ?? viewport.coarsest.raised(to: textSize),
      options: options)
  }

  /// Split View's windows on the lit display, or nil when the app has it whole.
  public var splitLayout: SplitLayout? {
    guard shownDisplay == .inner, let split = shownEnvironment.splitView
    else { return nil }
    return profile.splitLayout(split, isRotated: device.isRotated, direction: layoutDirection)
  }

  /// The current pattern's layout tree.
  public var tree: LayoutNode { frame.tree }

  /// The current pattern's model as `name: value` lines.
  public var modelDescription: [(name: String, value: String)] {
    patternEntry.describe(models)
  }
}
