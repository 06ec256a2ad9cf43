import DuoLayoutCore

/// Where the interactive loop writes the session: `SessionStore` on disk, or a
/// test's recording double.
protocol SessionStorage {
  func save(_ snapshot: SessionSnapshot) throws(AtomicFile.Failure)
}

/// Where the interactive loop writes the remembered settings: `ConfigStore` on
/// disk, or a test's recording double.
protocol SettingsStorage {
  func save(_ settings: SharedSettings) throws(AtomicFile.Failure)
}
