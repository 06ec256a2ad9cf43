/// What is kept between runs: the pattern on screen, the phone's pose, every
/// pattern's model (selection, scroll anchors, navigation path, drafts, reading
/// position, game state) and the motion settings. The front writes it to a file.
///
/// ```swift
/// let snapshot = SessionSnapshot(state)
/// let restored = snapshot.restore(into: EmulatorState())  // same models and pose
/// ```
public struct SessionSnapshot: Hashable, Sendable {
  public var pattern: PatternID
  public var device: DeviceState
  public var models: AppModels
  public var motion: MotionSettings

  public init(pattern: PatternID, device: DeviceState, models: AppModels, motion: MotionSettings) {
    self.pattern = pattern
    self.device = device
    self.models = models
    self.motion = motion
  }

  public init(_ state: EmulatorState) {
    self.init(
      pattern: state.pattern, device: state.device, models: state.models, motion: state.motion)
  }

  /// `state` with the snapshot put back, every value checked and brought into range
  /// (a hand-edited file can say anything): an unknown pattern shows the first one.
  public func restore(into state: EmulatorState) -> EmulatorState {
    var restored = state
    restored.pattern = state.registry.entry(pattern)?.id ?? state.registry.first
    restored.device = device.repaired(restored.profile)
    restored.models = models
    for entry in state.registry.entries { entry.repair(&restored.models) }
    restored.motion = motion
    return restored
  }
}
