import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a child process ended and what it wrote.
public struct ProcessResult: Sendable, CustomStringConvertible {
  /// The exit status, or 128 + the signal number when a signal ended it (as a
  /// shell reports it).
  public var status: Int32
  /// The signal that ended the process, if one did.
  public var signal: Int32?
  public var stdout: String
  public var stderr: String
  /// True when the process outlived its deadline and was killed.
  public var timedOut: Bool

  /// The lines of standard error, without the final newline.
  public var stderrLines: [String] { Self.lines(stderr) }

  /// The lines of standard output, without the final newline.
  public var stdoutLines: [String] { Self.lines(stdout) }

  public static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  public var description: String {
    "status \(status)\(timedOut ? " (timed out)" : "")\nstdout: \(stdout.debugDescription)\n"
      + "stderr: \(stderr.debugDescription)"
  }
}

/// Runs a program with posix_spawn and collects its output: no shell, no
/// Foundation `Process`. Every descriptor the parent opens is close-on-exec, so
/// tests running side by side never leak a pipe into each other's children.
///
/// ```swift
/// let result = Subprocess.run("/bin/echo", ["hi"])
/// result.stdout  // "hi\n"
/// ```
public enum Subprocess {
  /// Where the child's standard input comes from.
  public enum Input {
    case null
    case descriptor(Int32)
  }

  /// Where the child's standard output goes.
  public enum Output {
    case pipe
    case descriptor(Int32)
  }

  /// Runs `executable` (looked up on PATH when it has no slash) with `arguments`.
  /// `environment` entries replace inherited ones; a nil value removes one.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:],
    stdin: Input = .null, stdout: Output = .pipe, timeout: Double = 20
  ) -> ProcessResult {
    // pipe2 is not visible from Swift: make the pipes and spawn under one lock,
    // so no other test's child inherits them before they are close-on-exec.
    spawnLock.lock()
    let outPipe = makePipe()
    let errPipe = makePipe()
    let nullFd = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { if nullFd >= 0 { close(nullFd) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    switch stdin {
    case .null: posix_spawn_file_actions_adddup2(&actions, nullFd, 0)
    case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, 0)
    }
    switch stdout {
    case .pipe: posix_spawn_file_actions_adddup2(&actions, outPipe.write, 1)
    case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, 1)
    }
    posix_spawn_file_actions_adddup2(&actions, errPipe.write, 2)

    // The child starts with default signal handling and nothing blocked,
    // whatever the test runner set up for itself.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    var env = ProcessInfo.processInfo.environment
    for (name, value) in environment { env[name] = value }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
    spawnLock.unlock()
    close(outPipe.write)
    close(errPipe.write)
    guard spawned == 0 else {
      close(outPipe.read)
      close(errPipe.read)
      return ProcessResult(
        status: 127, signal: nil, stdout: "",
        stderr: "could not start \(executable) (error \(spawned))",
        timedOut: false)
    }

    let deadline = monotonicNow() + timeout
    let output = readAll([outPipe.read, errPipe.read], until: deadline)
    close(outPipe.read)
    close(errPipe.read)
    let timedOut = output.timedOut
    if timedOut { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7F
    return ProcessResult(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      signal: signal == 0 ? nil : signal,
      stdout: String(decoding: output.data[0], as: UTF8.self),
      stderr: String(decoding: output.data[1], as: UTF8.self),
      timedOut: timedOut)
  }

  /// Held while descriptors are made and children spawned.
  private static let spawnLock = NSLock()

  /// A pipe whose two ends are close-on-exec. Call with `spawnLock` held.
  private static func makePipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0, "pipe failed")
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Reads every descriptor to its end, or until the deadline.
  private static func readAll(_ fds: [Int32], until deadline: Double) -> (
    data: [[UInt8]], timedOut: Bool
  ) {
    var data = [[UInt8]](repeating: [], count: fds.count)
    var open = Set(fds.indices)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !open.isEmpty {
      let remaining = deadline - monotonicNow()
      if remaining <= 0 { return (data, true) }
      var polled = open.sorted().map { pollfd(fd: fds[$0], events: Int16(POLLIN), revents: 0) }
      let ready = poll(&polled, nfds_t(polled.count), Int32(min(remaining, 1) * 1000) + 1)
      if ready < 0 && errno != EINTR { break }
      for (slot, entry) in zip(open.sorted(), polled) where entry.revents != 0 {
        let count = read(fds[slot], &buffer, buffer.count)
        if count > 0 {
          data[slot] += buffer[0..<count]
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          open.remove(slot)
        }
      }
    }
    return (data, false)
  }
}

/// Seconds on the monotonic clock.
public func monotonicNow() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// A test harness failure with its reason.
public struct SubprocessError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
