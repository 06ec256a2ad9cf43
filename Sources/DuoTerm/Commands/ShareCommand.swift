import DuoLayoutCore
import Glibc

/// `duoterm share`: two people, two keyboards, one phone. The shared screen runs
/// in a tmux session on a private socket, locked down so a player gets the game
/// and nothing else — no prefix key, no key that opens a window, a shell or a
/// command line, no status line, and the session ends when duoterm does. This
/// terminal joins it; the command for the second player is printed (for a second
/// terminal here, or over SSH). Both keyboards reach the one duoterm, and each
/// player keeps their seat's keys. The window is as large as the smaller terminal
/// lets it be; below what the phone needs, both see the too-small screen, which
/// says how large to make it.
enum ShareCommand: Command {
  static let name = "share"
  static let spec = CommandSpec(
    name, summary: "share the two-player screen with a second keyboard, here or over SSH",
    options: [Options.socket, Options.noAttach, HeadlessState.device],
    description: """
      Starts duoterm's shared-split screen in a tmux session on a private socket, \
      prints the one command the second player runs to join (ssh HOST -t tmux -S \
      SOCKET attach -t duoterm), and joins it from this terminal. The session gives \
      a player the game and nothing else, and ends when duoterm quits. README, "Two \
      players on two machines", says how to give the second player an SSH key that \
      can only join.
      """, run: run)

  /// The tmux settings of a shared session: no way out of the game.
  static let settings = """
    # duoterm share: a player gets the game and nothing else.
    set -g prefix None
    set -g prefix2 None
    unbind-key -a
    unbind-key -a -T root
    unbind-key -a -T copy-mode
    unbind-key -a -T copy-mode-vi
    set -g status off
    set -g mouse off
    set -g destroy-unattached off
    set -g exit-empty on
    set -g exit-unattached off
    set -g remain-on-exit off
    set -g window-size smallest
    set -g aggressive-resize on
    set -g default-terminal tmux-256color
    set -g escape-time 10
    """

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    guard let tmux = findTmux() else {
      throw UsageError(
        "duoterm share needs tmux, which is not installed; install it (apt-get install tmux)")
    }
    let socket: String
    if let given = args[Options.socket] {
      socket = given
    } else {
      socket = try defaultSocket()
    }
    let folder = socket.lastIndex(of: "/").map { String(socket[..<$0]) } ?? "."
    let config = folder + "/share.tmux.conf"
    do {
      try AtomicFile.write(Array(settings.utf8), to: config)
    } catch {
      throw UsageError("cannot write the tmux settings: \(error)")
    }
    let profile = args[HeadlessState.device]
    let running = spawnWait(tmux, ["-S", socket, "has-session", "-t", "duoterm"]) == 0
    if !running {
      let command =
        [executablePath(), Options.pattern.name, SharedSplitPattern.id.argument]
        + [Options.session.name, "share"]
        + (profile.id == DeviceProfile.iPhoneDuo.id ? [] : [Options.device.name, profile.id])
      let started = spawnWait(
        tmux,
        [
          "-S", socket, "-f", config, "new-session", "-d", "-s", "duoterm", "-x", "120", "-y", "40",
          "--",
        ] + command)
      guard started == 0 else {
        throw UsageError("tmux could not start the shared session on \(socket)")
      }
    }
    print(
      """
      Sharing duoterm's two-player screen on \(socket).
      The second player joins from another terminal here with:
        tmux -S \(socket) attach -t duoterm
      or over SSH (README, "Two players on two machines", sets up a key that can only join):
        ssh -t \(hostName()) tmux -S \(socket) attach -t duoterm
      Player one: W A S D, Space; player two: the arrows, Enter. F10 ends the game for both.
      """)
    guard !args[Options.noAttach] else { return 0 }
    // This terminal becomes a player's: tmux takes over the process.
    let words = [tmux, "-S", socket, "attach", "-t", "duoterm"]
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    execv(tmux, &argv)
    throw UsageError("could not run \(tmux) to join the shared session")
  }

  /// `$XDG_RUNTIME_DIR/duoterm/share.sock`, else `/tmp/duoterm-share-UID/share.sock`,
  /// its folder private to the person.
  static func defaultSocket(
    environment: [String: String] = ProcessEnvironment.current
  ) throws(UsageError) -> String {
    let folder =
      environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 + "/duoterm" : nil }
      ?? "/tmp/duoterm-share-\(getuid())"
    do {
      try AtomicFile.makeDirectory(folder)
    } catch {
      throw UsageError("cannot make \(folder) for the shared session: \(error)")
    }
    var status = stat()
    guard lstat(folder, &status) == 0, status.st_uid == getuid(),
      status.st_mode & S_IFMT == S_IFDIR
    else {
      throw UsageError(
        "\(folder) is not a folder of yours; give \(Options.socket.name) PATH in a folder you own")
    }
    chmod(folder, 0o700)
    return folder + "/share.sock"
  }

  /// tmux on the PATH, if it is there.
  static func findTmux(environment: [String: String] = ProcessEnvironment.current) -> String? {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/tmux"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// This program's own path, for the shared session to run.
  static func executablePath() -> String {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { raw in
      readlink(
        "/proc/self/exe", raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count - 1)
    }
    return count > 0
      ? String(decoding: buffer.prefix(count), as: UTF8.self) : CommandLine.arguments[0]
  }

  private static func hostName() -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let status = buffer.withUnsafeMutableBytes { raw in
      gethostname(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count - 1)
    }
    guard status == 0 else { return "HOST" }
    return String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
  }

  /// Runs `program` with `arguments`, its output to this one's, and waits: the status.
  private static func spawnWait(_ program: String, _ arguments: [String]) -> Int32 {
    var pid = pid_t()
    var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The shared session is not started from inside the person's own tmux session.
    var environment: [UnsafeMutablePointer<CChar>?] =
      ProcessEnvironment.current.filter { $0.key != "TMUX" && $0.key != "TMUX_PANE" }
      .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in environment { free(pointer) } }
    guard posix_spawn(&pid, program, nil, nil, &argv, &environment) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
  }
}
