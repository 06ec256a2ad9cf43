import Glibc

/// The advisory lock that says a session is open in a running duoterm: `flock` on
/// `FILE.lock` beside the session file, held as long as the process lives and let
/// go by the kernel when it dies (even by SIGKILL), so a crash never leaves a
/// session locked and two windows never write the same session file.
///
/// ```swift
/// switch SessionLock.acquire(for: store.path) {
/// case .held(let lock): …        // ours until the process ends
/// case .busy: …                  // another duoterm has it
/// case .unavailable: …           // no lock file can be made here
/// }
/// ```
final class SessionLock {
  enum Attempt {
    case held(SessionLock)
    /// Another process holds it.
    case busy
    /// No lock file can be made (a read-only folder): the session is treated as
    /// free, and its saves report their own errors.
    case unavailable
  }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Takes the lock of the session file at `path`, making its folder if needed.
  static func acquire(for path: String) -> Attempt {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      try? AtomicFile.makeDirectory(String(path[..<slash]))
    }
    let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return .unavailable }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
      return .held(SessionLock(descriptor: descriptor))
    }
    close(descriptor)
    return .busy
  }
}
