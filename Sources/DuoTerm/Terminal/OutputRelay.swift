import CNcursesw
import Glibc

/// A tapped screen: ncurses writes into a pseudo-terminal and a relay thread
/// copies every byte, in order, to the real terminal and to a tap (a recording),
/// so the tap sees exactly what the terminal got. ncurses writes the screen
/// itself (not through stdio), so a pseudo-terminal is the one place to catch it;
/// the pseudo-terminal gives ncurses a real tty (its modes and size work as on the
/// real one), and the real terminal is put in raw mode to pass the bytes through
/// untouched. Without a tap none of this runs: ncurses writes to the terminal.
///
/// ```swift
/// let relay = try OutputRelay.open(mirroring: STDOUT_FILENO, tap: { bytes in … })
/// newterm(nil, fdopen(relay.slave, "w"), stdin)
/// relay.drain()   // everything written so far is on the terminal
/// ```
final class OutputRelay {
  /// The side ncurses writes to (and the mode sequences DuoTerm sends itself).
  let slave: Int32
  private let master: Int32
  private let destination: Int32
  private let tap: (UnsafeRawBufferPointer) -> Void
  private var lock = pthread_mutex_t()
  private var thread: pthread_t? = nil

  private init(
    master: Int32, slave: Int32, destination: Int32, tap: @escaping (UnsafeRawBufferPointer) -> Void
  ) {
    self.master = master
    self.slave = slave
    self.destination = destination
    self.tap = tap
    pthread_mutex_init(&lock, nil)
  }

  /// A pseudo-terminal with the modes and size of the terminal at `destination`,
  /// its relay running; nil when the system gives none.
  static func open(
    mirroring destination: Int32, tap: @escaping (UnsafeRawBufferPointer) -> Void
  ) -> OutputRelay? {
    var name = [CChar](repeating: 0, count: 64)
    let master = duo_open_pty(&name, name.count)
    guard master >= 0 else { return nil }
    let slave = Glibc.open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      return nil
    }
    var modes = termios()
    if tcgetattr(destination, &modes) == 0 { tcsetattr(slave, TCSANOW, &modes) }
    let relay = OutputRelay(master: master, slave: slave, destination: destination, tap: tap)
    relay.copySize()
    relay.start()
    return relay
  }

  /// Gives the pseudo-terminal the real terminal's size (after SIGWINCH).
  func copySize() {
    var size = winsize()
    if ioctl(destination, UInt(TIOCGWINSZ), &size) == 0 {
      _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    }
  }

  private func start() {
    var handle = pthread_t()
    let context = Unmanaged.passRetained(self).toOpaque()
    let started = pthread_create(
      &handle, nil,
      { context in
        let relay = Unmanaged<OutputRelay>.fromOpaque(context!).takeRetainedValue()
        relay.run()
        return nil
      }, context)
    if started == 0 {
      thread = handle
    } else {
      Unmanaged<OutputRelay>.fromOpaque(context).release()
    }
  }

  /// Copies until the master closes. A chunk is read and written under the lock,
  /// so `drain` can tell when nothing is on its way.
  private func run() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, -1) < 0 {
        if errno == EINTR { continue }
        return
      }
      if ready.revents & Int16(POLLIN) == 0 { return }
      pthread_mutex_lock(&lock)
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.withUnsafeBytes { all in
          let chunk = UnsafeRawBufferPointer(rebasing: all[0..<count])
          writeAll(chunk)
          tap(chunk)
        }
      }
      pthread_mutex_unlock(&lock)
      if count <= 0 && errno != EINTR && errno != EAGAIN { return }
    }
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written = write(destination, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  /// Returns once every byte written to the slave so far is on the real terminal
  /// (and in the tap): before the process stops or ends. At most a second.
  func drain() {
    tcdrain(slave)
    for _ in 0..<1000 {
      pthread_mutex_lock(&lock)
      var waiting: Int32 = 0
      let pending = ioctl(master, UInt(FIONREAD), &waiting) == 0 ? waiting : 0
      pthread_mutex_unlock(&lock)
      if pending == 0 { return }
      usleep(1000)
    }
  }

  /// Drains, then stops the relay.
  func stop() {
    drain()
    close(slave)
    if let thread { pthread_join(thread, nil) }
    thread = nil
    close(master)
  }
}
