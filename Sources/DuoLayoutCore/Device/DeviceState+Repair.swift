extension DeviceState {
  /// The state with its angle brought into the hinge's range (a number from a file
  /// can be anything, even not a number), in a pose the device has: a pose it
  /// lacks (a book on a clamshell, from a session saved on another device) becomes
  /// its first pose with the same hinge status, or its first pose.
  public func repaired(_ profile: DeviceProfile) -> DeviceState {
    let hinge = profile.hinge
    let angle = hingeAngle.isFinite ? hingeAngle : hinge.closedAngle.value
    let state = DeviceState(
      hingeAngle: min(max(angle, hinge.closedAngle.value), hinge.flatAngle.value),
      isRotated: isRotated)
    let pose = state.pose(profile)
    guard !profile.supports(pose) else { return state }
    let poses = profile.supportedPoses
    let replacement = poses.first { $0.hingeStatus == pose.hingeStatus } ?? poses.first ?? .closed
    return replacement.deviceState(profile)
  }
}
