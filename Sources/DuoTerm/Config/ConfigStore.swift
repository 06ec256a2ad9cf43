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
/// - Saving writes a temporary file in the same folder, flushes it, and renames it
///   over the config: a crash leaves the old file or the new one, never half.
///
/// ```swift
/// var store = ConfigStore(directory: "/tmp/duoterm-test")
/// let loaded = store.load()   // (settings, warning)
/// try store.save(SharedSettings(facing: .faceToFace))
/// ```
struct ConfigStore {
  /// The folder the config file is in.
  let directory: String
  /// False once a bad file could not be moved aside: it must not be overwritten.
  private(set) var canSave = true
  /// Keys this version does not know, read from the file and written back.
  private var unknown: [SettingsFile.Entry] = []

  init(directory: String) {
    self.directory = directory
  }

  /// The store in the XDG config folder, or nil when neither `XDG_CONFIG_HOME` (an
  /// absolute path; the spec ignores a relative one) nor `HOME` says where that is.
  static func standard(environment: [String: String]) -> ConfigStore? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return ConfigStore(directory: base + "/duoterm")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return ConfigStore(directory: home + "/.config/duoterm")
    }
    return nil
  }

  /// The process's environment as a dictionary.
  static var processEnvironment: [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  var path: String { directory + "/config" }

  /// The settings in the file, and one warning line when the file was there but
  /// could not be used.
  mutating func load() -> (settings: SharedSettings, warning: String?) {
    let bytes: [UInt8]
    switch Self.read(path) {
    case .missing:
      return (SharedSettings(), nil)
    case .failed(let code):
      return (SharedSettings(), setAside(because: " cannot be read (\(Self.describe(code)))"))
    case .read(let content):
      bytes = content
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return (SharedSettings(), setAside(because: " is not text (not UTF-8)"))
    }
    do {
      let file = try SettingsFile.parse(text)
      unknown = file.unknown
      return (file.settings, nil)
    } catch {
      return (SharedSettings(), setAside(because: " \(error)"))
    }
  }

  /// Writes `settings` atomically, making the folder if it is missing.
  func save(_ settings: SharedSettings) throws(ConfigStoreError) {
    guard canSave else {
      throw ConfigStoreError("\(path) could not be moved aside, so it is left as it is")
    }
    try makeDirectory(directory)
    let text = SettingsFile.serialize(SettingsFile(settings: settings, unknown: unknown))
    var template = Array("\(directory)/.config.XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw ConfigStoreError("cannot create a file in \(directory) (\(Self.describe(errno)))")
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let bytes = Array(text.utf8)
    var offset = 0
    var failure: Int32? = nil
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      offset += written
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw ConfigStoreError("cannot write \(path) (\(Self.describe(failure)))")
    }
  }

  /// Moves the bad file to the first free `config.corrupt-N` and says so in one
  /// line, the facts first (the status line may cut the end); if it cannot be
  /// moved, it stays and nothing is saved over it.
  private mutating func setAside(because problem: String) -> String {
    for number in 1...1000 {
      let name = "config.corrupt-\(number)"
      var status = stat()
      if lstat("\(directory)/\(name)", &status) == 0 { continue }
      if rename(path, "\(directory)/\(name)") == 0 {
        return "\(path)\(problem); kept as \(name); defaults used"
      }
      break
    }
    let reason = Self.describe(errno)
    canSave = false
    return "\(path)\(problem); defaults used; it cannot be moved aside (\(reason)), "
      + "so it is left as it is and settings are not saved"
  }

  private func makeDirectory(_ folder: String) throws(ConfigStoreError) {
    var status = stat()
    if stat(folder, &status) == 0 { return }
    if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      try makeDirectory(String(folder[..<slash]))
    }
    if mkdir(folder, 0o700) != 0 && errno != EEXIST {
      throw ConfigStoreError("cannot make the folder \(folder) (\(Self.describe(errno)))")
    }
  }

  private enum ReadResult {
    case missing
    case failed(Int32)
    case read([UInt8])
  }

  /// The bytes of the file at `path`; at most 64 KiB are read (a config is a few
  /// lines; anything longer is not one).
  private static func read(_ path: String) -> ReadResult {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 { return errno == ENOENT ? .missing : .failed(errno) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      return .failed(EISDIR)
    }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while result.count <= 65_536 {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(errno)
      }
      if count == 0 { break }
      result += buffer[0..<count]
    }
    return .read(result)
  }

  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// Why the config could not be saved: one line for the status line.
struct ConfigStoreError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
