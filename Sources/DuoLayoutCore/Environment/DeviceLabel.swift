/// Which device an environment is on and the unit its lengths are in, for people:
/// the inspector and `duoterm env` name them. Layout never reads it (Apple's
/// Preparing your app for iPhone Duo: a layout reads the window, not the device); a test lays every pattern out with
/// another label and expects the same tree.
///
/// ```swift
/// DeviceLabel(name: "Pixel Fold", unit: .dp).size(Size(width: 841, height: 701))
/// // "841×701 dp"
/// ```
public struct DeviceLabel: Hashable, Sendable, Codable {
  /// The name people call the device: `Surface Duo 2`.
  public var name: String
  /// What its lengths are in: `pt` on iOS, `dp` on Android.
  public var unit: LengthUnit

  public init(name: String, unit: LengthUnit) {
    self.name = name
    self.unit = unit
  }

  /// `size` with the unit after it: `951×669 pt`.
  public func size(_ size: Size) -> String { "\(size) \(unit)" }
}
