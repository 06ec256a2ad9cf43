import DuoLayoutCore
import Glibc

/// The config file, `$XDG_CONFIG_HOME/duoterm/config` (default
/// `~/.config/duoterm/config`): the shared screen's seating and flash, remembered
/// between runs. The text is parsed and written by `SettingsFile` in the core; this
/// type only moves bytes.
///
/// - A missing file is the defaults, silently; the folder is made on first save.
/// - An unreadable or corrupt file gives one warning line and the defaults, and is
///   kept: renamed aside to `config.corrupt-N`, never overwritten. If it cannot be
///   moved, nothing is saved this run.
/// - Saving changes only the values that changed, in the file as it is then
///   (`SettingsFile.rewrite`): the person's comments, blank lines, unknown keys and
///   line ends stay byte for byte, and so does anything they edited while DuoTerm
///   ran. With no file, a new one lists every key. A file that no longer reads is
///   left alone, and the save fails with the line that is wrong.
/// - Saving writes a temporary file in the same folder, flushes it, and renames it
///   over the config: a crash leaves the old file or the new one, never half.
///
/// ```swift
/// var store = ConfigStore(directory: "/tmp/duoterm-test")
/// let loaded = store.load()   // (settings, warning)
/// try store.save(SharedSettings(facing: .faceToFace))
/// ```
struct ConfigStore: SettingsStorage {
  /// The folder the config file is in.
  let directory: String
  /// False once a bad file could not be moved aside: it must not be overwritten.
  private(set) var canSave = true
  /// The most bytes a config file may hold.
  static let sizeLimit = 65_536

  init(directory: String) {
    self.directory = directory
  }

  /// The store in the XDG config folder, or nil when the environment says nowhere.
  static func standard(environment: [String: String] = ProcessEnvironment.current)
    -> ConfigStore?
  {
    XDGDirectories.config(in: environment).map { ConfigStore(directory: $0) }
  }

  var path: String { directory + "/config" }

  /// The settings in the file, and one warning line when the file was there but
  /// could not be used.
  mutating func load() -> (settings: SharedSettings, warning: String?) {
    let bytes: [UInt8]
    switch AtomicFile.read(path, limit: ConfigStore.sizeLimit) {
    case .missing:
      return (SharedSettings(), nil)
    case .failed(let reason):
      return (SharedSettings(), setAside(because: " cannot be read (\(reason))"))
    case .tooLarge(let limit):
      return (
        SharedSettings(), setAside(because: " cannot be read (\(AtomicFile.oversize(limit)))")
      )
    case .read(let content):
      bytes = content
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return (SharedSettings(), setAside(because: " is not text (not UTF-8)"))
    }
    do {
      return (try SettingsFile.parse(text).settings, nil)
    } catch {
      return (SharedSettings(), setAside(because: " \(error)"))
    }
  }

  /// Writes `settings` atomically, making the folder if it is missing: the file as
  /// it is now with only the changed values rewritten, or a new file.
  func save(_ settings: SharedSettings) throws(AtomicFile.Failure) {
    guard canSave else {
      throw AtomicFile.Failure("\(path) could not be moved aside, so it is left as it is")
    }
    let text: String
    switch AtomicFile.read(path, limit: ConfigStore.sizeLimit) {
    case .missing:
      text = SettingsFile.serialize(SettingsFile(settings: settings))
    case .failed(let reason):
      throw AtomicFile.Failure("cannot read \(path) (\(reason)), so it is left as it is")
    case .tooLarge(let limit):
      throw AtomicFile.Failure(
        "cannot read \(path) (\(AtomicFile.oversize(limit))), so it is left as it is")
    case .read(let bytes):
      guard let current = String(validating: bytes, as: UTF8.self) else {
        throw AtomicFile.Failure("\(path) is not text (not UTF-8) now, so it is left as it is")
      }
      do {
        text = try SettingsFile.rewrite(current, with: settings)
      } catch {
        throw AtomicFile.Failure(
          "\(path):\(error.line): \(error.reason) — fix that line; until then it is left as it is")
      }
    }
    try AtomicFile.write(Array(text.utf8), to: path)
  }

  /// Moves the bad file aside and says so in one line, the facts first (the status
  /// line may cut the end); if it cannot be moved, it stays and nothing is saved
  /// over it.
  private mutating func setAside(because problem: String) -> String {
    if let name = AtomicFile.setAside(path) {
      return "\(path)\(problem); kept as \(name); defaults used"
    }
    canSave = false
    return "\(path)\(problem); defaults used; it cannot be moved aside, "
      + "so it is left as it is and settings are not saved"
  }
}
