import Glibc

/// The idle and latency benchmarks, in tmux: `duoterm` and `duoterm bench-echo`
/// (the smallest ncurses program that answers keys) side by side in two windows
/// of one control-mode session, 200×50.
///
/// Idle: the CPU ticks (`/proc/PID/stat`) each uses over `idleSeconds` with no
/// input. Latency: a key sent with `send-keys` until the first `%output` of that
/// pane, for `keys` keys each, taking turns; duoterm gets Down and Up (the
/// mailbox's selection moves), the echo program `x` and `y`.
enum TmuxBench {
  struct Arm {
    var pane = ""
    var pid: pid_t = 0
    var idleTicks = 0
    var idleOutputs = 0
    var latencies: [Double] = []
    var missed = 0
    var peakKilobytes: Int? = nil
  }

  struct Figures {
    var duoterm: Arm
    var echo: Arm
    var idleSeconds: Double
    var ticksPerSecond: Int
  }

  static func run(folder: String, idleSeconds: Double = 10, keys: Int = 120) -> Result<
    Figures, BenchSkip
  > {
    guard ChildProcess.which("tmux") != nil else {
      return .failure(BenchSkip("tmux is not installed (apt-get install tmux)"))
    }
    let binary = ChildProcess.selfPath
    let environment =
      "TERM=xterm-256color LC_ALL=C.UTF-8 SWIFT_BACKTRACE=enable=no"
      + " XDG_STATE_HOME=\(TmuxControl.quoted(folder + "/state"))"
      + " XDG_CONFIG_HOME=\(TmuxControl.quoted(folder + "/config"))"
    let scripts = [
      ("duoterm", "exec env \(environment) \(TmuxControl.quoted(binary)) --fresh\n"),
      ("echo", "exec env \(environment) \(TmuxControl.quoted(binary)) bench-echo\n"),
    ]
    for (name, script) in scripts {
      guard BenchFiles.write("\(folder)/\(name).sh", script) else {
        return .failure(BenchSkip("cannot write \(folder)/\(name).sh"))
      }
    }
    let tmux: TmuxControl
    do {
      tmux = try TmuxControl(
        folder: folder, width: 200, height: 50,
        command: "sh \(TmuxControl.quoted(folder + "/duoterm.sh"))")
    } catch {
      return .failure(error)
    }
    defer { tmux.close() }
    tmux.command("new-window -d -n echo \"sh \(TmuxControl.quoted(folder + "/echo.sh"))\"")
    tmux.drain(quiet: 1.5, limit: 10)
    guard let panes = tmux.command("list-panes -s -F \"#{window_name} #{pane_id} #{pane_pid}\"")
    else { return .failure(BenchSkip("tmux did not list its panes")) }
    var duoterm = Arm()
    var echo = Arm()
    for line in panes {
      let words = line.split(separator: " ")
      guard words.count == 3, let pid = pid_t(words[2]) else { continue }
      if words[0] == "echo" {
        echo.pane = String(words[1])
        echo.pid = pid
      } else {
        duoterm.pane = String(words[1])
        duoterm.pid = pid
      }
    }
    guard duoterm.pid > 0, echo.pid > 0 else {
      return .failure(BenchSkip("tmux did not start both programs"))
    }

    // Idle: nothing sent for `idleSeconds`.
    guard let duotermBefore = ProcFiles.cpuTicks(pid: duoterm.pid),
      let echoBefore = ProcFiles.cpuTicks(pid: echo.pid)
    else { return .failure(BenchSkip("a program in tmux ended early (see duoterm in tmux)")) }
    let outputs = tmux.drain(quiet: idleSeconds, limit: idleSeconds, wholeTime: true)
    guard let duotermAfter = ProcFiles.cpuTicks(pid: duoterm.pid),
      let echoAfter = ProcFiles.cpuTicks(pid: echo.pid)
    else { return .failure(BenchSkip("a program in tmux ended while idle")) }
    duoterm.idleTicks = duotermAfter - duotermBefore
    echo.idleTicks = echoAfter - echoBefore
    duoterm.idleOutputs = outputs[duoterm.pane] ?? 0
    echo.idleOutputs = outputs[echo.pane] ?? 0

    // Latency: turns, each key waited for before the next.
    for index in 0..<keys {
      let order = index % 2 == 0 ? [true, false] : [false, true]
      for isDuoterm in order {
        let pane = isDuoterm ? duoterm.pane : echo.pane
        let key = isDuoterm ? (index % 2 == 0 ? "Down" : "Up") : (index % 2 == 0 ? "x" : "y")
        tmux.drain(quiet: 0.03, limit: 1)
        let start = MonotonicClock.now()
        tmux.command("send-keys -t \(pane) \(key)")
        if let shown = tmux.waitForOutput(pane, timeout: 2) {
          if isDuoterm {
            duoterm.latencies.append(shown - start)
          } else {
            echo.latencies.append(shown - start)
          }
        } else if isDuoterm {
          duoterm.missed += 1
        } else {
          echo.missed += 1
        }
      }
    }
    duoterm.peakKilobytes = ProcFiles.kilobytes("VmHWM", pid: "\(duoterm.pid)")
    echo.peakKilobytes = ProcFiles.kilobytes("VmHWM", pid: "\(echo.pid)")
    return .success(
      Figures(
        duoterm: duoterm, echo: echo, idleSeconds: idleSeconds,
        ticksPerSecond: ProcFiles.ticksPerSecond))
  }
}
