import Glibc

/// Standard output's last word: what a command printed is flushed and checked once
/// it returns, so a report cut short (a full disk, a closed descriptor) is an error
/// with exit status 3, never a quiet 0 that a CI job takes for a pass. `print`
/// writes through the C library's `stdout`, whose error flag stays set once a write
/// fails, so one check at the end sees every failed write.
///
/// ```swift
/// exit(StandardOutput.finish(CommandLineTool.run(words)))  // 3 on `> /dev/full`
/// ```
enum StandardOutput {
  /// The exit status for output that could not be written: an I/O error, apart
  /// from a usage error's 2 and the audit's findings' 1.
  static let ioFailure: Int32 = 3

  /// The C library's `stdout` stream, looked up by name: Swift 6 will not read the
  /// C global (shared mutable state), and one read at exit is safe. Nil, if it
  /// were ever missing, flushes every stream instead.
  private static var stream: UnsafeMutablePointer<FILE>? {
    dlsym(nil, "stdout")?.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
  }

  /// `status`, or `ioFailure` (with one line on standard error) when standard
  /// output could not be written.
  static func finish(_ status: Int32) -> Int32 {
    errno = 0
    let flushed = fflush(stream) == 0
    let code = errno
    guard !flushed || stream.map({ ferror($0) != 0 }) ?? false else { return status }
    let reason = code == 0 ? "a write failed" : String(cString: strerror(code))
    printError(
      "could not write the output: \(reason) — check the disk or the file it is sent to")
    return ioFailure
  }
}
