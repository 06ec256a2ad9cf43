import DuoLayoutCore
import Glibc

/// The idle and latency benchmarks, in tmux: two `duoterm`s, `duoterm-echo` (the
/// smallest ncurses program that answers keys) and a `duoterm` playing pong, side
/// by side in four windows of one control-mode session, 200×50.
///
/// Idle: the CPU ticks (`/proc/PID/stat`) each uses over `idleSeconds` with no
/// input; pong runs its game meanwhile. Latency: a key sent with `send-keys` until
/// the first `%output` of that pane, `keys` keys each, taking turns: one duoterm
/// types into a reply (`r` first, then `x` and Backspace), the other moves the
/// mailbox's selection (Down, Up), and the echo program shows `x` and `y`.
enum TmuxBench {
  /// One program in its window, and what it measured.
  struct Arm {
    /// The window's name.
    var name: String
    /// The program and its arguments, as shell words.
    var command: String
    /// Keys sent once before the measured ones.
    var setup: [String]
    /// The measured keys, in turn.
    var keys: [String]
    var pane = ""
    var pid: pid_t = 0
    var idleTicks = 0
    var idleOutputs = 0
    var latencies: [Double] = []
    var missed = 0
    var peakKilobytes: Int? = nil

    init(_ name: String, _ command: String, setup: [String] = [], keys: [String]) {
      self.name = name
      self.command = command
      self.setup = setup
      self.keys = keys
    }
  }

  struct Figures {
    /// duoterm typing, duoterm navigating, the echo program, duoterm playing pong.
    var typing: Arm
    var navigating: Arm
    var echo: Arm
    var pong: Arm
    var idleSeconds: Double
    var ticksPerSecond: Int
  }

  /// Keys each program gets in the latency figure.
  static let keysPerArm = 200

  static func run(
    folder: String, programs: BenchPrograms, idleSeconds: Double = 10, keys: Int = keysPerArm
  ) -> Result<Figures, BenchSkip> {
    guard ChildProcess.which("tmux") != nil else {
      return .failure(BenchSkip("tmux is not installed (apt-get install tmux)"))
    }
    let duoterm = TmuxControl.quoted(programs.duoterm)
    var arms = [
      Arm("typing", "\(duoterm) --fresh", setup: ["r"], keys: ["x", "BSpace"]),
      Arm("navigating", "\(duoterm) --fresh", keys: ["Down", "Up"]),
      Arm("echo", TmuxControl.quoted(programs.echo), keys: ["x", "y"]),
      // Pong starts from the shared screen's menu: s picks it, Enter starts it.
      Arm("pong", "\(duoterm) --fresh --pattern shared-split", setup: ["s", "Enter"], keys: []),
    ]
    var commands: [String] = []
    do {
      for arm in arms {
        commands.append(try TmuxControl.script(arm.command, folder: folder, name: arm.name))
      }
    } catch {
      return .failure(error)
    }
    let tmux: TmuxControl
    do {
      tmux = try TmuxControl(folder: folder, width: 200, height: 50, command: commands[0])
    } catch {
      return .failure(error)
    }
    defer { tmux.close() }
    tmux.command("rename-window \(arms[0].name)")
    for (arm, command) in zip(arms, commands).dropFirst() {
      tmux.command("new-window -d -n \(arm.name) \"\(command)\"")
    }
    tmux.drain(quiet: 1.5, limit: 10)
    let panes = tmux.panes()
    for index in arms.indices {
      guard let pane = panes[arms[index].name] else { continue }
      arms[index].pane = pane.id
      arms[index].pid = pane.pid
    }
    guard arms.allSatisfy({ $0.pid > 0 }) else {
      return .failure(BenchSkip("tmux did not start every program"))
    }
    for index in arms.indices {
      for key in arms[index].setup { tmux.command("send-keys -t \(arms[index].pane) \(key)") }
    }
    // The setup keys changed the session: its autosave is due `Autosave.delay`
    // after them, once. Idle starts when nothing is pending.
    tmux.drain(quiet: Autosave.delay + 0.5, limit: Autosave.delay + 3)

    // Idle: nothing sent for `idleSeconds`.
    if idleSeconds > 0 {
      let before = arms.map { ProcFiles.cpuTicks(pid: $0.pid) }
      let outputs = tmux.drain(quiet: idleSeconds, limit: idleSeconds, wholeTime: true)
      for index in arms.indices {
        guard let start = before[index], let end = ProcFiles.cpuTicks(pid: arms[index].pid) else {
          return .failure(BenchSkip("\(arms[index].name) ended while idle"))
        }
        arms[index].idleTicks = end - start
        arms[index].idleOutputs = outputs[arms[index].pane] ?? 0
      }
    }

    // Pong ends here: its frames would share the machine with the keys timed next.
    tmux.command("kill-pane -t \(arms[3].pane)")

    // Latency: turns, each key waited for before the next (pong takes no keys).
    let answering = arms.indices.filter { !arms[$0].keys.isEmpty }
    for round in 0..<keys {
      // A different arm goes first each round.
      for turn in answering.indices {
        let index = answering[(round + turn) % answering.count]
        let pane = arms[index].pane
        let key = arms[index].keys[round % arms[index].keys.count]
        tmux.drain(quiet: 0.03, limit: 1)
        let start = MonotonicClock.now()
        tmux.command("send-keys -t \(pane) \(key)")
        if let shown = tmux.waitForOutput(pane, timeout: 2) {
          arms[index].latencies.append(shown - start)
        } else {
          arms[index].missed += 1
        }
      }
    }
    for index in arms.indices {
      arms[index].peakKilobytes = ProcFiles.kilobytes("VmHWM", pid: "\(arms[index].pid)")
    }
    return .success(
      Figures(
        typing: arms[0], navigating: arms[1], echo: arms[2], pong: arms[3],
        idleSeconds: idleSeconds, ticksPerSecond: ProcFiles.ticksPerSecond))
  }
}
