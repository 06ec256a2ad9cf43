/// What is kept between runs: the pattern on screen, the device profile's name
/// and the phone's pose, every pattern's model (selection, scroll anchors,
/// navigation path, drafts, reading position, game state), the motion settings
/// and the environment options (Split View, text size, direction). The front writes it to a file.
///
/// ```swift
/// let snapshot = SessionSnapshot(state)
/// let restored = snapshot.restore(into: EmulatorState())  // same models and pose
/// ```
public struct SessionSnapshot: Hashable, Sendable {
  public var pattern: PatternID
  /// The device profile's name (`iphone-duo`).
  public var profile: String
  public var device: DeviceState
  public var models: AppModels
  public var motion: MotionSettings
  /// Split View, the text size and the direction the person set.
  public var options: EnvironmentOptions

  public init(
    pattern: PatternID, profile: String, device: DeviceState, models: AppModels,
    motion: MotionSettings, options: EnvironmentOptions = EnvironmentOptions()
  ) {
    self.options = options
    self.pattern = pattern
    self.profile = profile
    self.device = device
    self.models = models
    self.motion = motion
  }

  public init(_ state: EmulatorState) {
    self.init(
      pattern: state.pattern, profile: state.profile.id, device: state.device,
      models: state.models, motion: state.motion, options: state.options)
  }

  /// `state` with the snapshot put back, every value checked and brought into range
  /// (a hand-edited file can say anything): an unknown pattern shows the first one;
  /// a profile `devices` does not have leaves `state`'s (see `missingProfile`).
  public func restore(
    into state: EmulatorState, devices: DeviceRegistry = .standard
  ) -> EmulatorState {
    var restored = state
    if let saved = devices.profile(named: profile) { restored.setProfile(saved) }
    restored.pattern = state.registry.entry(pattern)?.id ?? state.registry.first
    restored.device = device.repaired(restored.profile)
    restored.models = models
    for entry in state.registry.entries { entry.repair(&restored.models) }
    restored.motion = motion
    restored.options = options
    return restored
  }

  /// One line when the saved profile is not among `devices` (a profile file since
  /// removed): what is used instead.
  public func missingProfile(devices: DeviceRegistry, using fallback: DeviceProfile) -> String? {
    guard devices.profile(named: profile) == nil else { return nil }
    return "the saved session used the device '\(profile.visible)', which is not here any more; "
      + "\(fallback.name) is used instead (duoterm devices lists the devices)"
  }
}
