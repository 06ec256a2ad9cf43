import DuoLayoutCore
import Foundation

/// Saves the session to `session.json` in the state folder and reads it back.
struct SessionStore {
  var folder: URL

  var file: URL { folder.appendingPathComponent("session.json") }

  /// What loading found: a session, a warning, both or neither.
  struct Loaded {
    var session: SavedSession?
    var warning: String?
  }

  /// The saved session. A missing file is no session and no warning; an unreadable
  /// or corrupt one gives one warning line and is moved aside, never overwritten.
  func load() -> Loaded {
    guard FileManager.default.fileExists(atPath: file.path) else { return Loaded() }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      let aside = AtomicFile.setAside(file)
      return Loaded(warning: warning("cannot be read", aside: aside))
    }
    do {
      let session = try JSONDecoder().decode(SavedSession.self, from: data)
      guard session.version == SavedSession.currentVersion else {
        let aside = AtomicFile.setAside(file)
        return Loaded(
          warning: warning(
            "is version \(session.version), not \(SavedSession.currentVersion)", aside: aside))
      }
      return Loaded(session: session)
    } catch {
      let aside = AtomicFile.setAside(file)
      return Loaded(warning: warning("is not a session file (\(Self.reason(error)))", aside: aside))
    }
  }

  func save(_ state: EmulatorState) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(SavedSession(state)), to: file)
  }

  private func warning(_ problem: String, aside: URL?) -> String {
    let kept = aside.map { "kept as \($0.lastPathComponent)" } ?? "left where it is"
    return "the saved session \(file.path) \(problem); starting fresh (the file is \(kept))"
  }

  private static func reason(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted: "not valid JSON"
    case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    default: "unreadable"
    }
  }
}
