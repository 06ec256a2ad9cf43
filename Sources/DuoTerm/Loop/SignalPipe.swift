import Glibc

/// Turns SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT and SIGWINCH into bytes on a pipe
/// the event loop polls beside the keyboard, so a signal is handled in the loop
/// (restore the terminal, save, quit; suspend; resize) and the handler itself does
/// nothing unsafe. Installed before ncurses starts, so ncurses leaves these signals
/// to us. SIGWINCH must come through the pipe too: ncurses's own handler only sets a
/// flag, and a resize that lands while the loop is busy would wait for the next key.
enum SignalPipe {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

  nonisolated(unsafe) private(set) static var readEnd: Int32 = -1
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  static func install() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handler
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
    Glibc.signal(SIGPIPE, SIG_IGN)
  }

  /// Puts the default handlers back (before re-raising a signal to exit by it).
  static func uninstall() {
    for signal in signals { Glibc.signal(signal, SIG_DFL) }
  }

  /// Reinstalls the handler for one signal (after a stop reset SIGTSTP).
  static func reinstall(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// Wakes the loop from another thread (a recording that stopped), with no
  /// signal: the byte 0, which `drain` leaves out. Safe under a lock.
  static func wake() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 0
    _ = write(writeEnd, &byte, 1)
  }

  /// The signals that arrived since the last call, oldest first (a `wake` is not
  /// one; it only ended the wait).
  static func drain() -> [Int32] {
    var result: [Int32] = []
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) == 1 {
      if byte != 0 { result.append(Int32(byte)) }
    }
    return result
  }

  private static let handler: @convention(c) (Int32) -> Void = { signal in
    var byte = UInt8(truncatingIfNeeded: signal)
    let saved = errno
    _ = write(SignalPipe.writeEnd, &byte, 1)
    errno = saved
  }
}
