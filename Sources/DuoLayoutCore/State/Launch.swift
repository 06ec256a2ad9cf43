/// How a session starts: what the front knows before the first frame (the device
/// and pose asked for, the pattern or screen file, the environment options, the
/// motion settings, the remembered settings, what the front itself shows), as one
/// value. The core turns it into the first state (`EmulatorState.launched`), so the
/// front never writes the state's properties: after the start, only `update` does.
/// What is nil or false leaves the state as it was (a restored session's, say).
///
/// ```swift
/// let state = EmulatorState().launched(Launch(pose: .book, pattern: .feed))
/// state.pose     // .book
/// state.pattern  // "feed"
/// ```
public struct Launch: Sendable {
  /// The remembered seating and flash (the config file's).
  public var settings: SharedSettings?
  /// Another phone, held in the same pose (`--device`).
  public var profile: DeviceProfile?
  public var pose: Pose?
  public var pattern: PatternID?
  /// A screen file on the lit display (`--screen`).
  public var screen: ScreenFile?
  /// Every environment option at once (a headless command's).
  public var options: EnvironmentOptions?
  /// Split View as asked: `.some(nil)` turns it off, nil leaves it as it was.
  public var splitView: SplitView??
  public var textSize: TextSize?
  public var layoutDirection: LayoutDirection?
  public var reduceMotion = false
  public var faithfulTimeline = false
  /// Slow motion's factor (`--slow N`).
  public var slowMotion: Double?
  /// True while the front takes mouse clicks: the pose bar shows.
  public var showsPoseBar: Bool?
  /// True while the front records.
  public var isRecording: Bool?
  /// The front's line in the band under the phone.
  public var banner: String?
  /// When the session is written, for a session that is kept and has no schedule yet.
  public var autosave: Autosave?
  /// A tour to play (`--tour`), from `tourStart` on the front's clock.
  public var tour: DemoScript?
  public var tourStart: Double

  public init(
    settings: SharedSettings? = nil, profile: DeviceProfile? = nil, pose: Pose? = nil,
    pattern: PatternID? = nil, screen: ScreenFile? = nil, options: EnvironmentOptions? = nil,
    splitView: SplitView?? = nil, textSize: TextSize? = nil,
    layoutDirection: LayoutDirection? = nil, reduceMotion: Bool = false,
    faithfulTimeline: Bool = false, slowMotion: Double? = nil, showsPoseBar: Bool? = nil,
    isRecording: Bool? = nil, banner: String? = nil, autosave: Autosave? = nil,
    tour: DemoScript? = nil, tourStart: Double = 0
  ) {
    self.settings = settings
    self.profile = profile
    self.pose = pose
    self.pattern = pattern
    self.screen = screen
    self.options = options
    self.splitView = splitView
    self.textSize = textSize
    self.layoutDirection = layoutDirection
    self.reduceMotion = reduceMotion
    self.faithfulTimeline = faithfulTimeline
    self.slowMotion = slowMotion
    self.showsPoseBar = showsPoseBar
    self.isRecording = isRecording
    self.banner = banner
    self.autosave = autosave
    self.tour = tour
    self.tourStart = tourStart
  }
}

extension EmulatorState {
  /// This state started as `launch` asks: the settings, then the phone (the
  /// profile, then the pose on it), the pattern and the screen file, the
  /// environment, the motion, what the front shows, and the tour.
  public func launched(_ launch: Launch) -> EmulatorState {
    var state = self
    if let settings = launch.settings { state.settings = settings }
    if let profile = launch.profile { state = state.on(profile) }
    if let pose = launch.pose { state.device = pose.deviceState(state.profile) }
    if let pattern = launch.pattern { state.pattern = pattern }
    if let screen = launch.screen { state = state.showing(screen) }
    if let options = launch.options { state.options = options }
    if let split = launch.splitView { state.splitView = split }
    if let size = launch.textSize { state.textSize = size }
    if let direction = launch.layoutDirection { state.layoutDirection = direction }
    if launch.reduceMotion { state.motion.reduceMotion = true }
    if launch.faithfulTimeline { state.motion.faithfulTimeline = true }
    if let slow = launch.slowMotion { state.slowMotion = SlowMotion(playing: slow) }
    if let poseBar = launch.showsPoseBar { state.showsPoseBar = poseBar }
    if let recording = launch.isRecording { state.isRecording = recording }
    if let banner = launch.banner { state.banner = banner }
    if let autosave = launch.autosave, state.autosave == nil { state.autosave = autosave }
    if let tour = launch.tour { state.startTour(tour, at: launch.tourStart) }
    state.refreshFrame()
    return state
  }

  /// The same state on another phone, held in the same pose (its hinge angle is
  /// the new profile's for that pose).
  ///
  /// ```swift
  /// EmulatorState(pose: .book).on(profile).pose  // .book
  /// ```
  public func on(_ profile: DeviceProfile) -> EmulatorState {
    var state = self
    let pose = self.pose
    state.setProfile(profile)
    state.device = pose.deviceState(profile).repaired(profile)
    state.refreshFrame()
    return state
  }

  /// The same state drawn in another viewport: a second seat's (which has no
  /// reducer of its own: the host's runs the game) at the guest's terminal size,
  /// or one phone's part of a comparison.
  public func viewing(at viewport: Viewport) -> EmulatorState {
    var state = self
    state.viewport = viewport
    state.refreshFrame()
    return state
  }

  /// The state a second seat draws: the host's view with the guest's own messages
  /// on the status line.
  public func showing(notices: NoticeQueue) -> EmulatorState {
    var state = self
    state.notices = notices
    return state
  }

  /// The state with no key caps under the phone: what a tour's text checks read,
  /// so a word just typed is found in the app, not in its cap.
  public var withoutKeyCaps: EmulatorState {
    var state = self
    state.keyOverlay = keyOverlay.withoutCaps
    return state
  }
}
