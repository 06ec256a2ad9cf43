extension Benchmark {
  /// Idle CPU (two duoterms and the echo program doing nothing, and a duoterm
  /// playing pong) and key-to-screen latency against the echo program, in tmux.
  static func tmux(folder: String, programs: BenchPrograms, idle: Bool, latency: Bool) {
    say("")
    say("Idle and latency · tmux 200×50 (control mode) · two duoterm --fresh beside duoterm-echo,")
    say("  the smallest ncurses program that shows each key (get_wch, add_wch, refresh; in C),")
    say("  and a duoterm --fresh playing pong (shared-split: s, Enter)")
    let keys = latency ? TmuxBench.keysPerArm : 0
    progress("tmux: \(idle ? "10 s idle, then " : "")\(latency ? "\(keys) keys each" : "")")
    switch TmuxBench.run(
      folder: folder, programs: programs, idleSeconds: idle ? 10 : 0, keys: keys)
    {
    case .failure(let skip):
      say("  skipped: \(skip)")
    case .success(let f):
      if idle { idleLines(f) }
      if latency { latencyLines(f, keys: keys) }
    }
  }

  private static func idleLines(_ f: TmuxBench.Figures) {
    let duoterm = [f.typing, f.navigating]
    let ticks = duoterm.map(\.idleTicks).reduce(0, +)
    say(
      "  idle \(BenchStats.fixed(f.idleSeconds, 0)) s, CPU ticks (utime+stime, \(f.ticksPerSecond)/s):"
        + " duoterm \(duoterm.map { String($0.idleTicks) }.joined(separator: " and "))"
        + " (\(duoterm.map(\.idleOutputs).reduce(0, +)) screen writes),"
        + " echo \(f.echo.idleTicks) (\(f.echo.idleOutputs) screen writes)"
        + "   target 0: " + verdict("idle", ticks == 0))
    let share = Double(f.pong.idleTicks) / (f.idleSeconds * Double(f.ticksPerSecond))
    say(
      "  pong running \(BenchStats.fixed(f.idleSeconds, 0)) s: \(f.pong.idleTicks) ticks,"
        + " \(BenchStats.fixed(100 * share, 1)) % of a core (\(f.pong.idleOutputs) screen writes)"
        + "   target ≤ 2 %: " + verdict("pong CPU", share <= 0.02))
  }

  private static func latencyLines(_ f: TmuxBench.Figures, keys: Int) {
    let echoP50 = BenchStats.median(f.echo.latencies)
    let echoP95 = BenchStats.percentile(f.echo.latencies, 95)
    say(
      "  key to first %output of the pane, \(keys) keys each, taking turns (reported, not targeted):"
    )
    func line(_ label: String, _ arm: TmuxBench.Arm) -> String {
      let p50 = BenchStats.median(arm.latencies)
      let p95 = BenchStats.percentile(arm.latencies, 95)
      return
        "    \(column(label, 46, right: false))p50 \(milliseconds(p50))  p95 \(milliseconds(p95))"
        + (arm.missed > 0 ? "  (\(arm.missed) keys never shown)" : "")
    }
    say(line("echo (x, y)", f.echo))
    let work = [KeyWork.typing, KeyWork.navigating].map {
      KeyWork.median(setup: $0.setup, keys: $0.keys)
    }
    for (index, (label, arm)) in [
      ("duoterm, typing a reply (r; x, Backspace)", f.typing),
      ("duoterm, moving the selection (Down, Up)", f.navigating),
    ].enumerated() {
      let p50 = BenchStats.median(arm.latencies)
      let p95 = BenchStats.percentile(arm.latencies, 95)
      say(
        line(label, arm)
          + "  vs echo p50 \(BenchStats.ratio(p50, echoP50)) p95 \(BenchStats.ratio(p95, echoP95))")
      if let seconds = work[index] {
        say(
          "      of which duoterm's own work (reduce, render, diff, draw; in process): \(milliseconds(seconds)) median"
        )
      }
    }
    if let dk = f.navigating.peakKilobytes, let ek = f.echo.peakKilobytes {
      say(
        "  peak RSS (VmHWM) after the keys: duoterm \(megabytes(dk)), echo \(megabytes(ek))"
          + " (\(BenchStats.ratio(Double(dk), Double(ek))), for information)")
    }
  }
}
