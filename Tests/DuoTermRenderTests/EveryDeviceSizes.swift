import DuoLayoutCore

@testable import DuoTermRender

/// The terminal sizes the rendering rules are checked at on a device other than
/// iPhone Duo: 200 × 50, and 80 × 24 where every pose of the device fits it, else
/// the smallest size every pose fits.
enum EveryDeviceSizes {
  static func sizes(_ profile: DeviceProfile) -> [TerminalSize] {
    let small = SceneFit.minimumSizeForEveryPose(profile: profile)
    let compact =
      small.columns <= 80 && small.rows <= 24 ? TerminalSize(columns: 80, rows: 24) : small
    return [.standard, compact]
  }
}

/// The environments besides the default one that the rendering rules are checked in
/// on iPhone Duo: every Split View, the smallest and the largest text size, and
/// right to left.
enum EveryEnvironment {
  static let options: [EnvironmentOptions] =
    SplitView.allCases.map { EnvironmentOptions(splitView: $0) } + [
      EnvironmentOptions(textSize: .xSmall), EnvironmentOptions(textSize: .accessibility5),
      EnvironmentOptions(layoutDirection: .rightToLeft),
    ]
}
