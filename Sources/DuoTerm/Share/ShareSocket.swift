import Glibc

/// Where a shared game's socket lives, made and checked safely, and the socket
/// calls both sides use. The default folder is `$XDG_RUNTIME_DIR/duoterm`, else
/// `/tmp/duoterm-USER`: made with mode 0700, and refused when it exists and is
/// not a folder of this user's with mode 0700 (someone else could have made it
/// to listen in). The socket itself is made with mode 0600.
///
/// `--socket PATH` is the person's own choice of place, so it is never made
/// room for: any path already there (a file, a folder, a symlink, a live
/// socket — another game's or a tmux server's) is refused, and nothing is
/// deleted; only a dead socket of this user's (a host that crashed) is replaced.
///
/// ```swift
/// let path = try ShareSocket.defaultPath(creating: true)  // …/duoterm/share.sock
/// let listener = try ShareSocket.listen(at: path)
/// ```
enum ShareSocket {
  /// The socket's name in the default folder.
  static let name = "share.sock"

  /// The default folder, from the environment (nothing is made).
  static func defaultFolder(environment: [String: String] = ProcessEnvironment.current) -> String {
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
      return runtime + "/duoterm"
    }
    return "/tmp/duoterm-\(userName())"
  }

  /// The default socket's path; with `creating`, its folder is made (0700) when
  /// missing; either way a folder that is not this user's with mode 0700 is an error.
  static func defaultPath(
    creating: Bool, environment: [String: String] = ProcessEnvironment.current
  ) throws(UsageError) -> String {
    let folder = defaultFolder(environment: environment)
    if creating, mkdir(folder, 0o700) != 0, errno != EEXIST {
      throw UsageError(
        "cannot make \(folder.visible) for the shared game: \(String(cString: strerror(errno))); "
          + "give --socket PATH in a folder of yours")
    }
    var status = stat()
    guard lstat(folder, &status) == 0 else {
      throw UsageError(
        "no game is shared here (\(folder.visible) does not exist): the host starts one with duoterm share"
      )
    }
    guard status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
      status.st_mode & 0o777 == 0o700
    else {
      throw UsageError(
        "\(folder.visible) is not a private folder of yours (it must be a folder you own with mode 0700, "
          + "so no one else can reach the game): remove it, or give --socket PATH")
    }
    return folder + "/" + name
  }

  /// A listening socket at `path`, mode 0600, non-blocking. Refuses (exit 2, nothing
  /// touched) anything already at `path` but a dead socket of this user's.
  static func listen(at path: String) throws(UsageError) -> Int32 {
    var status = stat()
    if lstat(path, &status) == 0 {
      let kind = kindName(status.st_mode)
      guard status.st_mode & S_IFMT == S_IFSOCK, status.st_uid == getuid() else {
        throw UsageError(
          "\(path.visible) is already there (\(kind)) and is left as it is: give --socket a path that does not exist yet"
        )
      }
      if let live = connect(to: path) {
        close(live)
        throw UsageError(
          "\(path.visible) is a socket something is listening on (another shared game or a tmux server); "
            + "it is left as it is: give --socket a path that does not exist yet")
      }
      // A dead socket of this user's: a host that ended without cleaning up.
      unlink(path)
    }
    guard path.utf8.count < 108 else {
      throw UsageError(
        "\(path.visible) is too long for a socket (107 bytes at most): choose a shorter path")
    }
    let fd = socket(
      AF_UNIX,
      Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard fd >= 0 else {
      throw UsageError("cannot make a socket: \(String(cString: strerror(errno)))")
    }
    var address = address(path)
    // The socket is made 0600 by the umask in force while it is bound.
    let mask = umask(0o177)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    umask(mask)
    guard bound == 0, Glibc.listen(fd, 4) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw UsageError(
        "cannot listen on \(path.visible): \(reason); give --socket a path in a folder of yours")
    }
    return fd
  }

  /// A connected, blocking socket to `path`, or nil (errno says why).
  static func connect(to path: String) -> Int32? {
    guard path.utf8.count < 108 else {
      errno = ENAMETOOLONG
      return nil
    }
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = address(path)
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard status == 0 else {
      let saved = errno
      close(fd)
      errno = saved
      return nil
    }
    return fd
  }

  /// The identity of the file at `path` (device and inode), to remove the socket
  /// at the end only if it is still the one this host made.
  static func identity(_ path: String) -> (UInt, UInt)? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return (UInt(status.st_dev), UInt(status.st_ino))
  }

  /// `text` quoted for a POSIX shell: `'it'\''s'`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }

  private static func address(_ path: String) -> sockaddr_un {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
    }
    return address
  }

  private static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symlink"
    case S_IFSOCK: "another user's socket"
    case S_IFREG: "a file"
    default: "a special file"
    }
  }

  private static func userName() -> String {
    if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
      let text = String(cString: name)
      if !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) {
        return text
      }
    }
    return String(getuid())
  }
}
