import DuoLayoutCore

@testable import DuoTerm

/// A session and settings store that keeps what it is asked to write, and fails
/// when told to: for the interactive loop's tests.
final class RecordingStorage: SessionStorage, SettingsStorage {
  private(set) var sessions: [(time: Double, snapshot: SessionSnapshot)] = []
  private(set) var settings: [SharedSettings] = []
  /// When set, every write fails with this reason.
  var failure: String? = nil
  /// What `startedElsewhere` says.
  var startedElsewhere = false
  /// The clock the writes are stamped with.
  var clock: () -> Double = { 0 }

  func save(_ snapshot: SessionSnapshot) throws(AtomicFile.Failure) {
    if let failure { throw AtomicFile.Failure(failure) }
    sessions.append((clock(), snapshot))
  }

  func save(_ settings: SharedSettings) throws(AtomicFile.Failure) {
    if let failure { throw AtomicFile.Failure(failure) }
    self.settings.append(settings)
  }
}
