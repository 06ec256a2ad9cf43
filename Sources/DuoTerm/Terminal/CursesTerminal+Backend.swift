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
    return TerminalWake(
      inputReady: fds[0].revents != 0, signals: SignalPipe.drain(),
      watchReady: fds[2].revents != 0)
  }

  /// One read(2) of the tty, after `wait` found it readable (so it does not
  /// block): at most `readBuffer`'s size, the rest is there for the next.
  func readInput() -> [UInt8]? {
    let count = readBuffer.withUnsafeMutableBytes {
      read(STDIN_FILENO, $0.baseAddress, $0.count)
    }
    if count > 0 { return Array(readBuffer.prefix(count)) }
    // Interrupted by a signal: nothing this time.
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
    // End of file, or the terminal hung up (EIO).
    return nil
  }

  func invalidate() {
    clearok(duo_stdscr(), true)
  }
}
