import Glibc

/// Puts the terminal back even when the program dies. At start the front hands it
/// the bytes that undo full-screen mode (from terminfo) and the tty modes from
/// before ncurses; a crash signal's handler writes those bytes and restores the
/// modes with async-signal-safe calls only, then re-raises the signal to whatever
/// handled it before (the Swift runtime's backtracer or the default), so the
/// crash report and the exit status stay as they were.
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
  /// stack overflow is a SIGSEGV on the guard page).
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
      action.__sigaction_handler.sa_handler = crashHandler
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_ONSTACK
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

  /// Gives the thread an alternate signal stack unless it has one (the Swift
  /// runtime may have set its own): without one, a stack overflow's SIGSEGV has no
  /// stack to run the handler on and the terminal would stay raw.
  private static func provideAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0,
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

  private static let crashHandler: @convention(c) (Int32) -> Void = { signal in
    TerminalRestore.restoreNow()
    // Hand the signal to whoever had it before, then let it happen again.
    _ = sigaction(signal, TerminalRestore.previous + Int(signal), nil)
    _ = raise(signal)
  }
}
