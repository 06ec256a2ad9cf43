import DuoData

/// The device profiles DuoTerm knows by name: the built-in ones (the files in
/// `Devices/`, built into the binary), `iphone-duo` first as the default; the
/// front adds a person's own from `$XDG_CONFIG_HOME/duoterm/devices/`.
///
/// ```swift
/// DeviceRegistry.standard.profile(named: "iphone-duo")?.name  // "iPhone Duo"
/// ```
public struct DeviceRegistry: Hashable, Sendable {
  public var profiles: [DeviceProfile]

  public init(_ profiles: [DeviceProfile]) {
    self.profiles = profiles
  }

  /// The built-in profiles: iPhone Duo first, then the rest by name.
  public static let standard = DeviceRegistry(
    builtInNames.map { $0 == DeviceProfile.iPhoneDuoName ? .iPhoneDuo : builtIn($0) })

  /// The built-in profiles' names, iPhone Duo first, from their files' names: known
  /// without reading a profile (each is read from JSON when first used).
  public static let builtInNames: [String] = {
    let names = BundledFiles.paths(in: "Devices").filter { $0.hasSuffix(".json") }.map {
      String($0.dropFirst("Devices/".count).dropLast(".json".count))
    }
    return [DeviceProfile.iPhoneDuoName] + names.filter { $0 != DeviceProfile.iPhoneDuoName }
  }()

  /// The built-in profile `Devices/NAME.json`. A built-in that does not read is a
  /// mistake in the repository (a test reads every one), not something a person
  /// can cause: it stops the program with the problem.
  static func builtIn(_ name: String) -> DeviceProfile {
    let path = "Devices/\(name).json"
    guard let text = BundledFiles.text(path) else { fatalError("no built-in profile \(path)") }
    do {
      return try DeviceProfile.read(text, file: path, checked: false)
    } catch {
      fatalError("the built-in profile \(error)")
    }
  }

  /// The profiles' names, for error messages and `duoterm devices`.
  public var names: [String] { profiles.map(\.id) }

  /// The profile called `name`, if there is one.
  public func profile(named name: String) -> DeviceProfile? {
    profiles.first { $0.id == name }
  }

  /// This registry with `more` after its own; a profile with a name already
  /// taken replaces the built-in one (a person's own copy wins).
  public func adding(_ more: [DeviceProfile]) -> DeviceRegistry {
    var all = profiles
    for profile in more {
      if let index = all.firstIndex(where: { $0.id == profile.id }) {
        all[index] = profile
      } else {
        all.append(profile)
      }
    }
    return DeviceRegistry(all)
  }
}
