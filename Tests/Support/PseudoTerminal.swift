import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal pair: the child gets the terminal end, the test reads what
/// the child wrote from the controlling end.
public final class PseudoTerminal {
  public let controller: Int32
  public let terminal: Int32

  public init() throws {
    // posix_openpt, grantpt, unlockpt and ptsname are not visible from Swift; on
    // Linux they come down to opening /dev/ptmx and two ioctls (asm-generic values).
    let getNumber: UInt = 0x8004_5430  // TIOCGPTN
    let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard controller >= 0, ioctl(controller, setLock, &unlock) == 0,
      ioctl(controller, getNumber, &number) == 0
    else {
      throw SubprocessError("could not open a pseudo-terminal (errno \(errno))")
    }
    terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else { throw SubprocessError("could not open /dev/pts/\(number)") }
  }

  /// Everything written to the terminal end so far, without waiting.
  public func drain() -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 0) > 0, entry.revents & Int16(POLLIN) != 0 else { break }
      let count = read(controller, &buffer, buffer.count)
      guard count > 0 else { break }
      result += buffer[0..<count]
    }
    return result
  }

  deinit {
    close(terminal)
    close(controller)
  }
}
