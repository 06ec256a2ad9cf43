import DuoLayoutCore

/// The poses a command draws, on the device it draws: a pose the device does not
/// have (a book on a clamshell) is a usage error naming the ones it has, and
/// "every pose" (`all`, or no choice where a command takes them all) means the
/// device's own.
enum PoseCheck {
  /// `requested`, checked against `profile`; all six (the `all` choice) become the
  /// device's own poses.
  static func poses(_ requested: [Pose], on profile: DeviceProfile) throws(UsageError) -> [Pose] {
    if Set(requested) == Set(Pose.allCases) { return profile.supportedPoses }
    for pose in requested where !profile.supports(pose) {
      throw UsageError(
        "\(profile.name) has no \(pose.argument) pose; its poses: "
          + profile.supportedPoses.map(\.argument).joined(separator: ", "))
    }
    return requested
  }
}
