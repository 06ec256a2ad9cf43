import DuoLayoutCore

/// Where the interactive loop writes the session: `SessionStore` on disk, or a
/// test's recording double.
protocol SessionStorage {
  func save(_ snapshot: SessionSnapshot) throws(AtomicFile.Failure)
  /// True while the session started from is not in the session's own file (it
  /// came from a fallback left by a failed save): the loop writes it there soon
  /// after starting, so the fallback goes even if nothing changes.
  var startedElsewhere: Bool { get }
}

extension SessionStorage {
  var startedElsewhere: Bool { false }
}

/// Where the interactive loop writes the remembered settings: `ConfigStore` on
/// disk, or a test's recording double.
protocol SettingsStorage {
  func save(_ settings: SharedSettings) throws(AtomicFile.Failure)
}
