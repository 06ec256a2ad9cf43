import Glibc

/// Puts the terminal back even when the program dies. At start the front hands it
/// the bytes that undo full-screen mode (from terminfo) and the tty modes from
/// before ncurses; a crash signal's handler writes those bytes and restores the
/// modes with async-signal-safe calls only, then ends the process by that signal,
/// so the shell reports it (128 + n).
///
/// Before it ends, whatever handled the signal before (the Swift runtime's
/// backtracer) still runs, so a crash still gets its backtrace, but with standard
/// input taken off the terminal (`detachInput`). On a terminal the backtracer is
/// interactive: it waited 30 s for a key with the tty raw again, and for a signal
/// sent by `kill` (not a fault, so nothing faults again) it then returned, and the
/// process went back to its loop, invisible, still reading the terminal. Now
/// nothing reads input once the terminal is restored, and the process ends by the
/// signal whatever the handler before did.
enum TerminalRestore {
  /// The C struct; named apart from the C function of the same name.
  typealias SignalAction = sigaction

  /// The signals a crash arrives as: a Swift runtime trap is SIGILL (or SIGTRAP);
  /// then every other signal whose default ends the process and that the loop
  /// does not take (`kill -QUIT`, `kill -USR1`): it still ends it, but not with the
  /// terminal left in full-screen mode.
  static let crashSignals: [Int32] = [
    SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
    SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    SIGSTKFLT, SIGPWR,
  ]

  nonisolated(unsafe) private static var bytes: UnsafeMutablePointer<UInt8>? = nil
  nonisolated(unsafe) private static var byteCount = 0
  nonisolated(unsafe) private static var savedModes = termios()
  nonisolated(unsafe) private static var hasModes = false
  nonisolated(unsafe) private static var armed = false
  /// The handlers from before, by signal number: plain memory, not a Swift array,
  /// so the handler reads it with no exclusivity or uniqueness checks.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<SignalAction> = {
    let table = UnsafeMutablePointer<SignalAction>.allocate(capacity: 65)
    table.initialize(repeating: SignalAction(), count: 65)
    return table
  }()
  /// Bytes of the stack the handler runs on when the thread's own stack is gone (a
  /// stack overflow is a SIGSEGV on the guard page). The backtracer's handler runs
  /// on it too, called from this one.
  private static let alternateStackSize = 256 * 1024

  /// Remembers the tty's modes now (call before ncurses changes them).
  static func saveModes() {
    hasModes = tcgetattr(STDIN_FILENO, &savedModes) == 0
  }

  /// The tty modes from before ncurses, if they were read.
  static var modes: termios? { hasModes ? savedModes : nil }

  /// Stores the restore sequence and installs the crash handlers.
  static func arm(restoreSequence: String) {
    armed = false
    let utf8 = Array(restoreSequence.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, utf8.count))
    buffer.initialize(from: utf8, count: utf8.count)
    let old = bytes
    bytes = buffer
    byteCount = utf8.count
    old?.deallocate()
    provideAlternateStack()
    armed = true
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = crashHandler
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_ONSTACK | SA_SIGINFO
      sigaction(signal, &action, previous + Int(signal))
    }
  }

  /// Stops restoring on crash (the terminal is back to normal already).
  static func disarm() {
    armed = false
    for signal in crashSignals {
      sigaction(signal, previous + Int(signal), nil)
    }
  }

  /// Gives the thread an alternate signal stack of `alternateStackSize` unless it
  /// has one that large (the Swift runtime's is about 24 KB, room for its handler
  /// alone): without one, a stack overflow's SIGSEGV has no stack to run the
  /// handler on and the terminal would stay raw.
  private static func provideAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0,
      current.ss_flags & Int32(SS_DISABLE) != 0 || current.ss_size < alternateStackSize,
      let memory = malloc(alternateStackSize)
    else { return }
    var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: alternateStackSize)
    if sigaltstack(&stack, nil) != 0 { free(memory) }
  }

  /// Writes the restore bytes and resets the tty modes. Async-signal-safe.
  static func restoreNow() {
    guard armed else { return }
    armed = false
    if let bytes, byteCount > 0 {
      _ = write(STDOUT_FILENO, bytes, byteCount)
    }
    if hasModes {
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedModes)
    }
  }

  private static let crashHandler:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal, info, context in
      TerminalRestore.restoreNow()
      TerminalRestore.detachInput()
      TerminalRestore.callPrevious(signal, info, context)
      TerminalRestore.end(by: signal)
    }

  /// Puts a pipe holding one `q` on standard input, so nothing reads the terminal
  /// from here on. An interactive backtracer asks for a key ("any other key to
  /// quit") and reads the `q` at once; at the end of input instead it would fail.
  /// Async-signal-safe: no allocation.
  private static func detachInput() {
    var ends: (Int32, Int32) = (-1, -1)
    let made = withUnsafeMutableBytes(of: &ends) {
      pipe($0.baseAddress!.assumingMemoryBound(to: Int32.self))
    }
    guard made == 0 else { return }
    var answer = UInt8(ascii: "q")
    _ = write(ends.1, &answer, 1)
    _ = close(ends.1)
    _ = dup2(ends.0, STDIN_FILENO)
    if ends.0 != STDIN_FILENO { _ = close(ends.0) }
  }

  /// Runs the handler the signal had before (the backtracer), if it had one.
  private static func callPrevious(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    let old = previous[Int(signal)]
    if old.sa_flags & SA_SIGINFO != 0 {
      old.__sigaction_handler.sa_sigaction?(signal, info, context)
      return
    }
    // SIG_DFL is 0 and SIG_IGN 1: neither is a function to call.
    guard let handler = old.__sigaction_handler.sa_handler,
      unsafeBitCast(handler, to: Int.self) > 1
    else { return }
    handler(signal)
  }

  /// Ends the process by `signal` now: its default action, unblocked, raised.
  /// Async-signal-safe.
  private static func end(by signal: Int32) -> Never {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = raise(signal)
    // Every signal here ends a process by default; this is only a backstop.
    _exit(128 + signal)
  }
}
