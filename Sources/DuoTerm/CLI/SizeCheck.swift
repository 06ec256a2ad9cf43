import DuoLayoutCore
import DuoTermRender

/// A headless command draws at the size it is told, so a size too small for the
/// pose would print the too-small screen, or lay out nothing, and still pass as a
/// check. It is a usage error instead, naming the smallest size that fits (from
/// `SceneFit`, per profile and grip).
enum SizeCheck {
  /// Throws when `size` cannot show the phone in every one of `poses`.
  ///
  /// ```swift
  /// try SizeCheck.require(TerminalSize(columns: 40, rows: 12), fits: [.closed], profile: .iPhoneDuo)
  /// // --size 40x12 is too small for the closed pose of iPhone Duo; give --size 65x17 or larger …
  /// ```
  ///
  /// With several devices asked for at once (`matrix --device all`), the size it
  /// suggests for every pose fits every one of `devices`: one size, not one each.
  static func require(
    _ size: TerminalSize, fits poses: [Pose], profile: DeviceProfile,
    devices: [DeviceProfile] = []
  ) throws(UsageError) {
    let needs = poses.map {
      let device = $0.deviceState(profile)
      return SceneFit.minimumSize(
        profile: profile, isRotated: device.isRotated, lit: device.litDisplay(profile))
    }
    let need = TerminalSize(
      columns: needs.map(\.columns).max() ?? 0, rows: needs.map(\.rows).max() ?? 0)
    guard size.columns < need.columns || size.rows < need.rows else { return }
    let every = everyPose(devices.isEmpty ? [profile] : devices)
    let unique = Pose.allCases.filter(poses.contains)
    let what =
      unique.count == Pose.allCases.count
      ? "every pose"
      : unique.count == 1
        ? "the \(unique[0].argument) pose"
        : "the poses \(unique.map(\.argument).joined(separator: ", "))"
    let name = Options.size.name
    throw UsageError(
      "\(name) \(size.argument) is too small for \(what) of \(profile.name); give \(name) \(need.argument) or larger"
        + (every == need
          ? ""
          : " (\(every.argument) fits every pose\(devices.count > 1 ? " of every device" : ""))"))
  }

  /// The smallest size every pose of every one of `profiles` fits.
  static func everyPose(_ profiles: [DeviceProfile]) -> TerminalSize {
    let sizes = profiles.map { SceneFit.minimumSizeForEveryPose(profile: $0) }
    return TerminalSize(
      columns: sizes.map(\.columns).max() ?? 0, rows: sizes.map(\.rows).max() ?? 0)
  }
}
