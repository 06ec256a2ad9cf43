extension DeviceState {
  /// The state with its angle brought into the hinge's range (a number from a file
  /// can be anything, even not a number).
  public func repaired(_ profile: DeviceProfile) -> DeviceState {
    let angle = hingeAngle.isFinite ? hingeAngle : profile.hinge.closedAngle.value
    return DeviceState(
      hingeAngle: min(max(angle, profile.hinge.closedAngle.value), profile.hinge.flatAngle.value),
      isRotated: isRotated)
  }
}
