import DuoLayoutCore
import Glibc

/// Where a session goes when its own file cannot be written as duoterm quits (a
/// full disk, a read-only folder): `$TMPDIR/duoterm-session-NAME-PID.json` (NAME is
/// `default` for the one session), private to the person (mode 0600, made new,
/// never through a link). The next start for the same session finds the newest
/// one the person owns, restores it and says so; it is removed once the session's
/// own file is written again.
///
/// ```swift
/// let path = try FallbackSession.write(snapshot, session: nil)   // /tmp/duoterm-session-default-4242.json
/// FallbackSession.newest(session: nil)                          // that path, at the next start
/// ```
enum FallbackSession {
  /// `$TMPDIR`, else `/tmp`.
  static func folder(environment: [String: String] = ProcessEnvironment.current) -> String {
    if let folder = environment["TMPDIR"], folder.hasPrefix("/") {
      return folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    }
    return "/tmp"
  }

  private static func prefix(session name: String?) -> String {
    "duoterm-session-\(name ?? "default")-"
  }

  /// Writes `snapshot` to a new fallback file; returns its path.
  static func write(
    _ snapshot: SessionSnapshot, session name: String?,
    environment: [String: String] = ProcessEnvironment.current
  ) throws(AtomicFile.Failure) -> String {
    let path = "\(folder(environment: environment))/\(prefix(session: name))\(getpid()).json"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure("cannot make \(path) (\(AtomicFile.describe(errno)))")
    }
    let bytes = SessionFile.encode(snapshot)
    var offset = 0
    var failure: Int32? = nil
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
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
    if let failure {
      unlink(path)
      throw AtomicFile.Failure("cannot write \(path) (\(AtomicFile.describe(failure)))")
    }
    return path
  }

  /// The newest fallback file of session `name` the person owns, if any.
  static func newest(
    session name: String?, environment: [String: String] = ProcessEnvironment.current
  ) -> String? {
    let folder = folder(environment: environment)
    let prefix = prefix(session: name)
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var best: (path: String, time: Int)? = nil
    while let entry = readdir(directory) {
      let file = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      // The rest of the name is the writer's process number.
      guard file.hasPrefix(prefix), file.hasSuffix(".json"),
        file.dropFirst(prefix.count).dropLast(5).allSatisfy(\.isNumber)
      else { continue }
      let path = "\(folder)/\(file)"
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        status.st_uid == getuid()
      else { continue }
      let time = Int(status.st_mtim.tv_sec)
      if best.map({ time > $0.time }) ?? true { best = (path, time) }
    }
    return best?.path
  }
}
