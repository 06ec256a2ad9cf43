import DuoLayoutCore
import Glibc

/// Which session this window keeps, and where it came from: the session file it
/// writes (the one session, or a named one), the lock that makes it this window's
/// alone, the file it started from when that is another (a second window starts
/// from the first one's session; a fallback from a failed save comes back), and
/// the lines that tell the person where things went.
///
/// A second duoterm on the same session never writes the first one's file: it
/// takes a session of its own (`session-2.json`, continued if it is there) and
/// says so on its status line and as it quits (two windows, no draft lost).
///
/// ```swift
/// let plan = SessionPlan.choose(directory: folder, requested: nil)
/// plan.store.fileName   // "session.json", or "session-2.json" in a second window
/// ```
final class SessionPlan: SessionStorage {
  private(set) var store: SessionStore
  /// Held as long as this object lives (the whole run).
  private let lock: SessionLock?
  /// False when every session is open elsewhere: this window writes nothing.
  private var writable = true
  /// The store to read the starting session from, when not `store` itself.
  private(set) var startFrom: SessionStore?
  /// A fallback file this run restored: removed once `store` is written.
  private(set) var fallback: String?
  /// Lines for the status line and standard error at the start.
  private(set) var notices: [String] = []
  /// A line for standard error as the window quits (where its session is).
  private(set) var farewell: String?

  private init(store: SessionStore, lock: SessionLock?) {
    self.store = store
    self.lock = lock
  }

  /// The session `requested` names (nil: the one session), or a session of this
  /// window's own when another duoterm has that one open.
  static func choose(directory: String, requested: String?) -> SessionPlan {
    let wanted = SessionStore(directory: directory, name: requested)
    switch SessionLock.acquire(for: wanted.path) {
    case .held(let lock): return SessionPlan(store: wanted, lock: lock)
    case .unavailable: return SessionPlan(store: wanted, lock: nil)
    case .busy: break
    }
    for number in 2...99 {
      let name = requested.map { "\($0)-\(number)" } ?? "\(number)"
      let own = SessionStore(directory: directory, name: name)
      guard case .held(let lock) = SessionLock.acquire(for: own.path) else { continue }
      let plan = SessionPlan(store: own, lock: lock)
      var status = stat()
      let continuing = lstat(own.path, &status) == 0
      if !continuing { plan.startFrom = wanted }
      plan.notices.append(
        "\(wanted.fileName) is open in another duoterm; this window "
          + (continuing
            ? "continues \(own.fileName)" : "starts from it and saves to \(own.fileName)")
          + " (duoterm --session \(name) reopens it)")
      plan.farewell =
        "this window's session is in \(own.path) (duoterm --session \(name) reopens it)"
      return plan
    }
    // Every name taken: this window keeps nothing rather than overwrite one.
    let plan = SessionPlan(store: wanted, lock: nil)
    plan.writable = false
    plan.notices.append(
      "\(wanted.fileName) and 98 more are open in other duoterms; this window is not saved")
    return plan
  }

  /// The saved session to start from, with any warning reading it gave: a fallback
  /// left by a failed save first (said so), else the session's own file (or, in a
  /// second window starting afresh, the first window's). Starting `fresh`, a
  /// fallback is left for a later start.
  func load(fresh: Bool = false) -> SessionStore.Loaded {
    if !fresh, let path = FallbackSession.newest(session: store.name) {
      switch AtomicFile.read(path) {
      case .read(let bytes):
        if let snapshot = try? SessionFile.decode(bytes) {
          fallback = path
          notices.append(
            "restored the session from \(path): it could not be saved to \(store.path) last time")
          return SessionStore.Loaded(session: snapshot)
        }
        notices.append("\(path) is not a session file; it is left as it is")
      default:
        notices.append("\(path) cannot be read; it is left as it is")
      }
    }
    if var other = startFrom {
      startFrom = nil
      return other.load()
    }
    return store.load()
  }

  var startedElsewhere: Bool { fallback != nil }

  /// Writes the session to its file; once that works, a restored fallback goes.
  func save(_ snapshot: SessionSnapshot) throws(AtomicFile.Failure) {
    guard writable else {
      throw AtomicFile.Failure("every session is open in another duoterm")
    }
    try store.save(snapshot)
    if let fallback {
      unlink(fallback)
      self.fallback = nil
    }
  }
}
