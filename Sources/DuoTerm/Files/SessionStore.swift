import DuoLayoutCore

/// Saves a session to its file in the state folder and reads it back: the one
/// session `session.json`, a named one `session-NAME.json` (`--session NAME`, or a
/// second window's own).
///
/// - A missing file is no session, silently.
/// - An unreadable or corrupt file gives one warning line and a fresh start, and is
///   kept: renamed aside to `session.json.corrupt-N`. If it cannot be moved, it is
///   left alone and nothing is saved over it this run.
struct SessionStore: SessionStorage {
  /// The folder the session file is in.
  let directory: String
  /// The session's name; nil for the one session everybody has.
  let name: String?
  /// False once a bad file could not be moved aside: it must not be overwritten.
  private(set) var canSave = true

  init(directory: String, name: String? = nil) {
    self.directory = directory
    self.name = name
  }

  /// `session.json`, or `session-NAME.json`.
  var fileName: String { name.map { "session-\($0).json" } ?? "session.json" }

  var path: String { directory + "/" + fileName }

  /// True for a name a session can have: 1 to 40 lower-case letters, digits and dashes.
  static func isValidName(_ text: String) -> Bool {
    (1...40).contains(text.count)
      && text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
  }

  /// What loading found: a session, a warning, both or neither.
  struct Loaded {
    var session: SessionSnapshot?
    var warning: String?
  }

  mutating func load() -> Loaded {
    let bytes: [UInt8]
    switch AtomicFile.read(path) {
    case .missing: return Loaded()
    case .failed(let reason):
      return Loaded(warning: setAside(because: "cannot be read (\(reason))"))
    case .tooLarge(let limit):
      return Loaded(warning: setAside(because: "cannot be read (\(AtomicFile.oversize(limit)))"))
    case .read(let content): bytes = content
    }
    do {
      return Loaded(session: try SessionFile.decode(bytes))
    } catch {
      return Loaded(warning: setAside(because: "is not a session file (\(error))"))
    }
  }

  func save(_ snapshot: SessionSnapshot) throws(AtomicFile.Failure) {
    guard canSave else {
      throw AtomicFile.Failure("\(path) could not be moved aside, so it is left as it is")
    }
    try AtomicFile.write(SessionFile.encode(snapshot), to: path)
  }

  private mutating func setAside(because problem: String) -> String {
    if let name = AtomicFile.setAside(path) {
      return "the saved session \(path) \(problem); starting fresh (kept as \(name))"
    }
    canSave = false
    return
      "the saved session \(path) \(problem); starting fresh; it cannot be moved aside, so it is left as it is"
  }
}
