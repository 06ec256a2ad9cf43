import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Files that are not regular files, where DuoTerm expects its own: a FIFO (whose
/// `open` blocks until something writes to it) and a folder.
enum SpecialFile {
  /// Makes a FIFO at `path` and runs `body`. A reader in `body` that blocks on it
  /// (as DuoTerm once did) is let go after `seconds`: a writer opens it then, so a
  /// test fails rather than hangs. The writer is done before this returns: left
  /// running, it opened `path` seconds after its test had ended (by then another
  /// file, or another test's folder) and could still be running as the process
  /// exited, which crashed the test run once.
  static func withFIFO<T>(
    at path: String, unblockAfter seconds: Double = 3, _ body: () throws -> T
  ) throws -> T {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard mkfifo(path, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    let finished = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      if finished.wait(timeout: .now() + seconds) == .timedOut {
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if fd >= 0 { close(fd) }
      }
      done.signal()
    }
    thread.start()
    defer {
      finished.signal()
      done.wait()
    }
    return try body()
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
