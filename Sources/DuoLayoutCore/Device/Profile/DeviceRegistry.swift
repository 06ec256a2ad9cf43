/// The device profiles DuoTerm knows by name: the built-in ones, `iphone-duo`
/// first (the default).
///
/// ```swift
/// DeviceRegistry.standard.profile(named: "iphone-duo")?.name  // "iPhone Duo"
/// ```
public struct DeviceRegistry: Hashable, Sendable {
  public var profiles: [DeviceProfile]

  public init(_ profiles: [DeviceProfile]) {
    self.profiles = profiles
  }

  /// The built-in profiles.
  public static let standard = DeviceRegistry([.iPhoneDuo])

  /// The profiles' names, for error messages and `duoterm devices`.
  public var names: [String] { profiles.map(\.id) }

  /// The profile called `name`, if there is one.
  public func profile(named name: String) -> DeviceProfile? {
    profiles.first { $0.id == name }
  }
}
