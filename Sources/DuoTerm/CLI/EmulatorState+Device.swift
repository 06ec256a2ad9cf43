import DuoLayoutCore

extension EmulatorState {
  /// The same state on another phone, held in the same pose (its hinge angle is
  /// the new profile's for that pose).
  ///
  /// ```swift
  /// EmulatorState(pose: .book).on(profile).pose  // .book
  /// ```
  func on(_ profile: DeviceProfile) -> EmulatorState {
    var state = self
    let pose = self.pose
    state.profile = profile
    state.device = pose.deviceState(profile).repaired(profile)
    return state
  }
}
