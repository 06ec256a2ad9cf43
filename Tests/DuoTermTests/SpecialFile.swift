import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Files that are not regular files, where DuoTerm expects its own: a FIFO (whose
/// `open` blocks until something writes to it) and a folder.
enum SpecialFile {
  /// Makes a FIFO at `path`. A reader that blocks on it (as DuoTerm once did) is
  /// let go after `seconds`: a writer opens it then, so a test fails rather than
  /// hangs. With no reader waiting, the writer finds nothing and does nothing.
  static func fifo(at path: String, unblockAfter seconds: Double = 3) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard mkfifo(path, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    let thread = Thread {
      Thread.sleep(forTimeInterval: seconds)
      let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      if fd >= 0 { close(fd) }
    }
    thread.start()
  }

  /// True when `path` is a FIFO (not following a symbolic link).
  static func isFIFO(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
  }

  /// Seconds `body` takes.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
  }
}
