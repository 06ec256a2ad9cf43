/// What one state shows, worked out once: the environment the lit display hands
/// the pattern, the pattern's layout for it (the target), and the tree on screen
/// (mid-glide, the frame between the old layout and the target; during a faithful
/// timeline, laid out in the step's environment). `update` makes it once for the
/// state it returns, from the frame before: a layout is only made again when what
/// it is made of changed (the pattern, the models, the device, the viewport, the
/// options, the profile, a timeline step), so a glide's frames, a notice or a tick
/// re-use it. Painting, the status line, clicks and the audit read it.
///
/// ```swift
/// let state = reduce(EmulatorState(pose: .closed), .key(.function(2)), at: 0)
/// state.frame.environment.windowSize  // 951 × 669: the open phone's
/// state.frame.shownTree               // the glide's first frame
/// ```
public struct Frame: Sendable {
  /// What the lit display hands the pattern.
  public let environment: LayoutEnvironment
  /// The environment on screen: a timeline step's while one plays, else `environment`.
  public let shownEnvironment: LayoutEnvironment
  /// The pattern's layout in `environment`, on the glass.
  public let tree: LayoutNode
  /// The tree on screen now.
  public let shownTree: LayoutNode
  /// The pattern's layout in `shownEnvironment`: what a glide moves towards.
  let shownTarget: LayoutNode
  /// What the layouts were made from.
  let layoutSource: LayoutSource
  /// What moves the shown tree between layouts.
  let motion: Motion

  /// Everything a layout reads from the state.
  struct LayoutSource: Equatable, Sendable {
    var profile: DeviceProfile
    var device: DeviceState
    var viewport: Viewport
    var options: EnvironmentOptions
    var registry: PatternRegistry
    var pattern: PatternID
    var models: AppModels
    var currentStep: TimelineStep?

    /// True when `state` makes the environment these did: the same profile,
    /// device, viewport and options (`EmulatorState.makeEnvironment`).
    func makesEnvironment(of state: EmulatorState) -> Bool {
      device == state.device && viewport == state.viewport && options == state.options
        && profile == state.profile
    }

    init(_ state: EmulatorState) {
      profile = state.profile
      device = state.device
      viewport = state.viewport
      options = state.options
      registry = state.registry
      pattern = state.pattern
      models = state.models
      currentStep = state.currentStep
    }
  }

  /// The glide running and the time: the shown tree's only other inputs.
  struct Motion: Equatable, Sendable {
    var transition: Transition?
    var now: Double

    init(_ state: EmulatorState) {
      transition = state.transition
      // Without a glide the time changes nothing on screen.
      now = state.transition == nil ? 0 : state.now
    }
  }

  /// The frame of `state`, re-using what `previous` worked out where its inputs
  /// are the same: no layout is made twice for one model in one environment.
  init(_ state: EmulatorState, reusing previous: Frame? = nil) {
    let source = LayoutSource(state)
    let motion = Motion(state)
    if let previous, previous.layoutSource == source {
      guard previous.motion != motion else {
        self = previous
        return
      }
      self.init(
        environment: previous.environment, shownEnvironment: previous.shownEnvironment,
        tree: previous.tree, shownTarget: previous.shownTarget, layoutSource: source,
        motion: motion)
      return
    }
    let environment = previous?.environment(for: state) ?? state.makeEnvironment()
    let shownEnvironment = state.currentStep?.environment ?? environment
    let entry = state.patternEntry
    // The last layouts serve while the pattern's model and the environment are
    // theirs (a resize that keeps the scale, a notice, a setting the layout does
    // not read).
    let sameModels =
      previous.map {
        $0.layoutSource.pattern == source.pattern && $0.layoutSource.models == source.models
      }
      ?? false
    func laidOut(_ env: LayoutEnvironment) -> LayoutNode {
      if sameModels, let previous {
        if previous.environment == env { return previous.tree }
        if previous.shownEnvironment == env { return previous.shownTarget }
      }
      return entry.layout(state.models, env)
    }
    let tree = laidOut(environment)
    self.init(
      environment: environment, shownEnvironment: shownEnvironment, tree: tree,
      shownTarget: shownEnvironment == environment ? tree : laidOut(shownEnvironment),
      layoutSource: source, motion: motion)
  }

  private init(
    environment: LayoutEnvironment, shownEnvironment: LayoutEnvironment, tree: LayoutNode,
    shownTarget: LayoutNode, layoutSource: LayoutSource, motion: Motion
  ) {
    self.environment = environment
    self.shownEnvironment = shownEnvironment
    self.tree = tree
    self.shownTarget = shownTarget
    self.layoutSource = layoutSource
    self.motion = motion
    shownTree = motion.transition?.frame(to: shownTarget, at: motion.now) ?? shownTarget
  }

  /// `environment`, when `state`'s is the same (whatever its models and layout).
  func environment(for state: EmulatorState) -> LayoutEnvironment? {
    layoutSource.makesEnvironment(of: state) ? environment : nil
  }

  /// True when this is `state`'s frame: nothing it was made from has changed.
  func isCurrent(for state: EmulatorState) -> Bool {
    motion == Motion(state) && layoutSource == LayoutSource(state)
  }
}

/// The frame a state last worked out, kept with it. It follows from the rest of
/// the state, so it never makes two states differ: equal and hashed as nothing.
struct FrameMemo: Hashable, Sendable {
  var frame: Frame?

  static func == (lhs: FrameMemo, rhs: FrameMemo) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
