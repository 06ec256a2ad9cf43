import Glibc

/// Standard output's last word: what a command printed is flushed and checked once
/// it returns, so a report cut short (a full disk, a closed descriptor) is an error
/// with exit status 3, never a quiet 0 that a CI job takes for a pass. `print`
/// writes through the C library's buffer, and a failed write leaves what follows
/// in it, so flushing it at the end fails too.
///
/// ```swift
/// exit(StandardOutput.finish(CommandLineTool.run(words)))  // 3 on `> /dev/full`
/// ```
enum StandardOutput {
  /// The exit status for output that could not be written: an I/O error, apart
  /// from a usage error's 2 and the audit's findings' 1.
  static let ioFailure: Int32 = 3

  /// `status`, or `ioFailure` (with one line on standard error) when standard
  /// output could not be written.
  static func finish(_ status: Int32) -> Int32 {
    errno = 0
    // Every stream: Swift 6 cannot name the C library's `stdout` (a global var).
    guard fflush(nil) != 0 else { return status }
    let code = errno
    let reason = code == 0 ? "a write failed" : String(cString: strerror(code))
    printError(
      "could not write the output: \(reason) — check the disk or the file it is sent to")
    return ioFailure
  }
}
