import CNcursesw
import DuoLayoutCore
import DuoTermInput
import DuoTermRender
import Glibc

extension CursesTerminal: TerminalBackend {
  var now: Double { MonotonicClock.now() }

  /// Polls the keyboard and the signal pipe (`SignalPipe`) until one is ready or
  /// `deadline` comes; idle, with no deadline, it blocks for ever.
  func wait(until deadline: Double?) -> TerminalWake {
    wait(until: deadline, watching: nil)
  }

  func wait(until deadline: Double?, watching: Int32?) -> TerminalWake {
    var none: [pollfd] = []
    return wait(until: deadline, watching: watching, sockets: &none)
  }

  func wait(until deadline: Double?, watching: Int32?, sockets: inout [pollfd]) -> TerminalWake {
    // A negative descriptor is one poll skips.
    var fds =
      [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: watching ?? -1, events: Int16(POLLIN), revents: 0),
      ] + sockets
    var timeout: Int32 = -1
    if let deadline {
      // poll takes at most Int32.max ms at a time (a tour may wait for weeks).
      let milliseconds = max(0, deadline - now) * 1000
      timeout = Int32(min(milliseconds, Double(Int32.max)).rounded(.up))
    }
    _ = poll(&fds, nfds_t(fds.count), timeout)
    sockets = Array(fds.dropFirst(3))
    inputWasReady = fds[0].revents != 0
    return TerminalWake(
      inputReady: inputWasReady, signals: SignalPipe.drain(), watchReady: fds[2].revents != 0)
  }

  func readInput() -> [RawInput]? {
    // Asked before reading: bytes that are not UTF-8 (or a key ncurses knows and
    // cannot name) are read and give nothing, yet are not the end.
    let atEnd = inputWasReady && Self.inputAtEnd()
    inputWasReady = false
    let raw = readAvailable()
    return raw.isEmpty && atEnd ? nil : raw
  }

  func invalidate() {
    clearok(duo_stdscr(), true)
  }

  /// True when standard input has hung up or holds no bytes although poll said it
  /// was readable: end of file.
  private static func inputAtEnd() -> Bool {
    var available: Int32 = 0
    if ioctl(STDIN_FILENO, UInt(FIONREAD), &available) != 0 { return true }
    return available == 0
  }
}
