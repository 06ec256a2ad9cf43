import DuoLayoutCore

/// What is kept between runs: the pattern on screen, the phone's pose, every
/// pattern's model (selection, scroll anchors, navigation path, drafts, reading
/// position, game state) and the motion settings.
struct SavedSession: Codable, Equatable {
  /// Bumped when the format changes; an unknown version is treated as unreadable.
  static let currentVersion = 1

  var version: Int
  var pattern: PatternID
  var device: DeviceState
  var models: AppModels
  var motion: MotionSettings

  init(_ state: EmulatorState) {
    version = SavedSession.currentVersion
    pattern = state.pattern
    device = state.device
    models = state.models
    motion = state.motion
  }

  /// `state` with the saved session put back, every value checked and brought into
  /// range (a hand-edited file can say anything).
  func restore(into state: EmulatorState) -> EmulatorState {
    var restored = state
    restored.pattern = pattern
    restored.device = device.repaired(restored.profile)
    restored.models = models.repaired()
    restored.motion = motion
    return restored
  }
}
