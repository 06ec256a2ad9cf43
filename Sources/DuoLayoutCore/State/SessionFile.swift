/// The session file's text: written and read here, so the front only moves
/// bytes. JSON, every field optional on reading — a file written before a field
/// or a pattern existed keeps what it has and takes the defaults for the rest —
/// and every problem reported at its line and column.
///
/// Version 1 (before the pattern registry) named the models after Swift
/// properties (`listDetail`, `twoPage`, `shared`); version 2 names them after
/// their patterns (`list-detail`, `two-page`, `shared-split`). Version 1 files
/// are read and written back as version 2.
///
/// ```swift
/// let bytes = SessionFile.encode(SessionSnapshot(state))
/// let snapshot = try SessionFile.decode(bytes)   // the same snapshot
/// ```
public enum SessionFile {
  /// The version this build writes.
  public static let currentVersion = 2

  /// Why a file is not a session this build can read: one line, with its position.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// Every field but the models, which each pattern reads and writes itself.
  private struct Form: Codable {
    var version: Int
    var pattern: PatternID
    var profile: String
    var device: DeviceState
    var motion: MotionSettings
    var options: EnvironmentOptions
  }

  /// The file's bytes for `snapshot`: pretty JSON with sorted keys, so a person
  /// can read it and a diff of two is short. Each of `registry`'s patterns writes
  /// its model under its name (a screen file's: its state, never the screen).
  public static func encode(
    _ snapshot: SessionSnapshot, registry: PatternRegistry = .withScreen
  ) -> [UInt8] {
    encode(snapshot, entries: registry.entries, pretty: true) + [0x0A]
  }

  /// The session's JSON with only `entries`' models (a shared game's view holds
  /// the pattern on screen alone), pretty for a person or compact for a socket.
  static func encode(
    _ snapshot: SessionSnapshot, entries: [PatternEntry], pretty: Bool
  ) -> [UInt8] {
    let form = Form(
      version: currentVersion, pattern: snapshot.pattern, profile: snapshot.profile,
      device: snapshot.device, motion: snapshot.motion, options: snapshot.options)
    // Plain value types with finite numbers always encode.
    var root = (try? JSONValueEncoder().encode(form))?.object ?? JSONObject()
    var models = JSONObject()
    for entry in entries {
      models.insert(JSONMember(key: entry.id.argument, value: entry.encodeModel(snapshot.models)))
    }
    root.insert(JSONMember(key: "models", value: JSONValue(.object(models))))
    return JSONWriter(pretty: pretty, sortedKeys: true).bytes(JSONValue(.object(root)))
  }

  /// The snapshot in `bytes`, with whatever the file lacks from a fresh start.
  /// Values are not checked against their ranges here: `SessionSnapshot.restore`
  /// repairs them.
  public static func decode(
    _ bytes: [UInt8], registry: PatternRegistry = .withScreen
  ) throws(Problem) -> SessionSnapshot {
    var value: JSONValue
    do {
      value = try JSONReader.parse(bytes)
    } catch {
      throw Problem(description: error.description)
    }
    guard let version = value["version"]?.number?.int else {
      throw Problem(description: "no format version: this is not a session file")
    }
    guard (1...currentVersion).contains(version) else {
      throw Problem(
        description: "format version \(version); this duoterm reads 1 to \(currentVersion)")
    }
    if version == 1 { value = migratedFromVersion1(value) }
    let fresh = SessionSnapshot(EmulatorState())
    let defaults = Form(
      version: currentVersion, pattern: fresh.pattern, profile: fresh.profile,
      device: fresh.device, motion: fresh.motion, options: fresh.options)
    do throws(JSONDecodeError) {
      let form = try JSONValueDecoder().decode(Form.self, from: value, defaults: defaults)
      var models = AppModels()
      if let saved = value["models"], saved.object == nil, !saved.isNull {
        throw JSONDecodeError(
          position: saved.position, path: "models",
          message: "expected an object of each pattern's model — write {\"list-detail\": {…}, …}")
      }
      for entry in registry.entries {
        if let model = value["models"]?[entry.id.argument] {
          try entry.decodeModel(model, &models)
        }
      }
      return SessionSnapshot(
        pattern: form.pattern, profile: form.profile, device: form.device, models: models,
        motion: form.motion, options: form.options)
    } catch {
      throw Problem(description: error.description)
    }
  }

  /// Version 1's model names, and the patterns they belong to now.
  static let version1ModelNames = [
    "listDetail": "list-detail", "twoPage": "two-page", "feed": "feed",
    "shared": "shared-split",
  ]

  private static func migratedFromVersion1(_ value: JSONValue) -> JSONValue {
    guard var root = value.object, let models = root["models"]?.object else { return value }
    var renamed = JSONObject()
    for member in models.members {
      var member = member
      member.key = version1ModelNames[member.key] ?? member.key
      _ = renamed.insert(member)
    }
    _ = root.insert(JSONMember(key: "models", value: JSONValue(.object(renamed))))
    return JSONValue(.object(root), at: value.position)
  }
}
