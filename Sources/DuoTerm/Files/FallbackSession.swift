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
    if let failure = AtomicFile.writeAndSync(SessionFile.encode(snapshot), to: descriptor) {
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
    var best: (path: String, time: Int)? = nil
    for file in Folder.fileNames(in: folder) {
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
