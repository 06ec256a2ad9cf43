import Glibc

/// A program `duoterm-bench` starts: valgrind, tmux, duoterm, or itself. Started
/// with `posix_spawnp`, with its standard input and output on pipes or
/// `/dev/null`, and always waited for.
///
/// ```swift
/// let result = ChildProcess.run(["nm", "--defined-only", path])
/// result?.status  // 0
/// ```
final class ChildProcess {
  let pid: pid_t
  /// Our end of the child's standard input, or -1.
  private(set) var input: Int32
  /// Our end of the child's standard output, or -1.
  let output: Int32
  private var exitStatus: Int32? = nil

  /// Starts `arguments` (the first is looked up on PATH) with this process's
  /// environment changed by `environment` (a nil value removes a variable). With
  /// `pipeInput` / `pipeOutput` the child's stdin / stdout is a pipe to us;
  /// otherwise `/dev/null`. Its stderr goes to `/dev/null` unless `keepErrors`.
  init?(
    _ arguments: [String], environment: [String: String?] = [:], pipeInput: Bool = false,
    pipeOutput: Bool = false, keepErrors: Bool = false
  ) {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    if pipeInput && pipe(&inPipe) != 0 { return nil }
    if pipeOutput && pipe(&outPipe) != 0 { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if pipeInput {
      posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
      posix_spawn_file_actions_addclose(&actions, inPipe[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    if pipeOutput {
      posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
      posix_spawn_file_actions_addclose(&actions, outPipe[0])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    if !keepErrors {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    var names = ChildProcess.environment
    for (name, value) in environment { names[name] = value }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = names.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawnp(&child, arguments[0], &actions, nil, argv, envp)
    if pipeInput { close(inPipe[0]) }
    if pipeOutput { close(outPipe[1]) }
    guard status == 0 else {
      if pipeInput { close(inPipe[1]) }
      if pipeOutput { close(outPipe[0]) }
      return nil
    }
    pid = child
    input = pipeInput ? inPipe[1] : -1
    output = pipeOutput ? outPipe[0] : -1
    for fd in [input, output] where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
  }

  deinit {
    closeInput()
    if output >= 0 { close(output) }
    _ = wait()
  }

  /// Writes `text` to the child's standard input; false when it cannot.
  @discardableResult
  func send(_ text: String) -> Bool {
    guard input >= 0 else { return false }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      bytes = bytes.dropFirst(count)
    }
    return true
  }

  /// Closes the child's standard input (it sees end of file).
  func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  /// Waits for the child to end; its exit status (128 + N for signal N).
  @discardableResult
  func wait() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR {
        exitStatus = -1
        return -1
      }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot see.
    let signal = status & 0x7F
    exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return exitStatus!
  }

  /// Everything the child writes to standard output until it closes it.
  func readAll() -> String {
    guard output >= 0 else { return "" }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Runs `arguments` to the end: its exit status and standard output, or nil
  /// when it could not start.
  static func run(_ arguments: [String], environment: [String: String?] = [:]) -> (
    status: Int32, output: String
  )? {
    guard let child = ChildProcess(arguments, environment: environment, pipeOutput: true) else {
      return nil
    }
    let output = child.readAll()
    return (child.wait(), output)
  }

  /// The peak resident set in kB of `arguments` run to its end, as GNU time
  /// (`/usr/bin/time -f %M`) reports it; nil without it. Not `ru_maxrss` of a
  /// child of the bench: Linux carries the parent's high-water mark over through
  /// `posix_spawn` (vfork) and exec, so every child of a 41 MB bench "peaked" at
  /// 41 MB; time's own child starts from time's few pages.
  static func peakKilobytes(of arguments: [String], folder: String) -> Int? {
    guard let time = which("time") else { return nil }
    let report = "\(folder)/peak.\(getpid()).txt"
    defer { unlink(report) }
    guard
      run(
        [time, "-f", "%M", "-o", report] + arguments, environment: ["TERM": "xterm-256color"])?
        .status == 0
    else { return nil }
    return ProcFiles.read(report)?.split(separator: "\n").last.flatMap { Int($0) }
  }

  /// The full path of `program` on PATH, or nil when it is not installed.
  static func which(_ program: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(program)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// This process's environment, read from `environ`.
  private static var environment: [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  /// This program's own executable.
  static var selfPath: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

}
