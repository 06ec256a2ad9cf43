import DuoLayoutCore
import Glibc

/// Where device profiles come from on this machine: the built-in ones, a person's
/// own in `$XDG_CONFIG_HOME/duoterm/devices/*.json` (a profile there with a
/// built-in's name replaces it), and any file named with `--device FILE.json`.
///
/// ```swift
/// let profile = try DeviceLibrary.resolve("Tests/Fixtures/devices/test-fold.json")
/// DeviceLibrary.registry().names  // ["iphone-duo", …, the person's own]
/// ```
enum DeviceLibrary {
  /// A person's own profile file and what reading it gave.
  struct Entry {
    var path: String
    var profile: DeviceProfile?
    var problem: String?
  }

  /// The folder a person's own profiles go in, when the environment says where.
  static func folder(environment: [String: String] = ProcessEnvironment.current) -> String? {
    XDGDirectories.config(in: environment).map { $0 + "/devices" }
  }

  /// Every `.json` file in the person's folder, read, in name order.
  static func ownProfiles(environment: [String: String] = ProcessEnvironment.current) -> [Entry] {
    guard let folder = folder(environment: environment) else { return [] }
    return Folder.fileNames(in: folder).filter { $0.hasSuffix(".json") }.map { name in
      let path = "\(folder)/\(name)"
      do {
        return Entry(path: path, profile: try read(path), problem: nil)
      } catch {
        return Entry(path: path, profile: nil, problem: "\(error)")
      }
    }
  }

  /// The built-in profiles and the person's own that read.
  static func registry(environment: [String: String] = ProcessEnvironment.current)
    -> DeviceRegistry
  {
    DeviceRegistry.standard.adding(ownProfiles(environment: environment).compactMap(\.profile))
  }

  /// Throws the first of the person's own profiles that cannot be used, with its
  /// problem (`FILE:LINE:COL: field: what is wrong`): `--device all` leaves none
  /// out silently, so an audit in CI cannot pass by skipping a broken profile.
  static func checkEveryReads(
    environment: [String: String] = ProcessEnvironment.current
  ) throws(UsageError) {
    if let bad = ownProfiles(environment: environment).first(where: { $0.profile == nil }) {
      throw UsageError(
        "--device all: \(bad.problem ?? "\(bad.path) cannot be read")"
          + " (fix it, or move it out of the devices folder)")
    }
  }

  /// The profile `text` names: a file when it ends in `.json` or holds a `/`, else a
  /// profile by name. A file that cannot be used gives its `FILE:LINE:COL` problem.
  static func resolve(
    _ text: String, environment: [String: String] = ProcessEnvironment.current
  ) throws(UsageError) -> DeviceProfile {
    if text.hasSuffix(".json") || text.contains("/") {
      do {
        return try read(text)
      } catch {
        throw UsageError(error.description)
      }
    }
    let own = ownProfiles(environment: environment)
    if let bad = own.first(where: { $0.profile == nil && name(of: $0.path) == text }) {
      throw UsageError(bad.problem ?? "\(bad.path) cannot be read")
    }
    let registry = DeviceRegistry.standard.adding(own.compactMap(\.profile))
    if let profile = registry.profile(named: text) { return profile }
    throw UsageError(
      "unknown device '\(text.visible)'; devices: \(registry.names.joined(separator: ", "))"
        + " (or a profile file, FILE.json; duoterm devices lists them)")
  }

  /// The profile in the file at `path`, checked.
  static func read(_ path: String) throws(DeviceProfileProblem) -> DeviceProfile {
    switch AtomicFile.read(path, limit: 1 << 20) {
    case .missing:
      throw DeviceProfileProblem("\(path): no such file — check the path")
    case .failed(let reason):
      throw DeviceProfileProblem("\(path): cannot be read (\(reason))")
    case .tooLarge(let limit):
      throw DeviceProfileProblem(
        "\(path): over \(limit) bytes, far more than a profile holds — check the path")
    case .read(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw DeviceProfileProblem("\(path): is not text (not UTF-8) — save it as UTF-8")
      }
      return try DeviceProfile.read(text, file: path)
    }
  }

  /// The file's name without its folder and `.json`.
  private static func name(of path: String) -> String {
    let file = Folder.name(of: path)
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }
}
