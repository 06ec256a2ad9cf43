import DuoLayoutCore

extension Benchmark {
  /// F2 held down: headless instructions per press for a short and a long burst
  /// (the long one must cost no more a press), and in tmux the CPU and the growth
  /// of peak memory while key repeat presses it 30 times a second.
  static func burst(folder: String, programs: BenchPrograms) {
    say("")
    say(
      "Fold burst · \(BurstBench.pattern.argument) at 200×50 · F2 at key repeat's rate"
        + " (\(BenchStats.fixed(BurstBench.pressesPerSecond, 0))/s), every press mid-glide")
    if ChildProcess.which("valgrind") == nil {
      say("  headless skipped: valgrind is not installed (apt-get install valgrind)")
    } else {
      var perPress: [Int: Double] = [:]
      for presses in [BurstBench.shortBurst, BurstBench.longBurst] {
        progress("callgrind: \(presses) presses")
        switch Callgrind.perFrame(
          arm: "burst", function: "callgrindFoldPresses", frames: presses, folder: folder)
        {
        case .success(let value): perPress[presses] = value
        case .failure(let skip): say("  headless, \(presses) presses, skipped: \(skip)")
        }
      }
      if let short = perPress[BurstBench.shortBurst], let long = perPress[BurstBench.longBurst] {
        say(
          "  headless, reduce + the frame after each press: \(BurstBench.shortBurst) presses"
            + " \(instructions(short)) a press, \(BurstBench.longBurst) presses \(instructions(long))"
            + " a press (\(BenchStats.ratio(long, short)))   target ≤ 1.2×: "
            + verdict("burst, per press", long <= 1.2 * short))
      }
    }
    progress("tmux: F2 held for 5 s")
    switch BurstBench.held(folder: folder, programs: programs) {
    case .failure(let skip):
      say("  held in tmux skipped: \(skip)")
    case .success(let held):
      say(
        "  held in tmux for \(BenchStats.fixed(held.seconds, 1)) s (\(held.presses) presses):"
          + " CPU \(held.cpuTicks) ticks, \(BenchStats.fixed(100 * held.cpuShare, 1)) % of a core"
          + "   target ≤ 25 %: " + verdict("burst, CPU", held.cpuShare <= 0.25))
      let growth = held.peakAfter - held.peakBefore
      say(
        "  peak RSS (VmHWM) \(megabytes(held.peakBefore)) before, \(megabytes(held.peakAfter)) after:"
          + " grew \(BenchStats.grouped(growth)) kB   target ≤ 2 MB: "
          + verdict("burst, memory", growth <= 2048))
    }
  }

  /// Instructions per typed key and per navigation key, duoterm against the C
  /// echo program, each under callgrind in tmux of `size`.
  static func keyInstructions(folder: String, programs: BenchPrograms, size: TerminalSize) {
    say("")
    say(
      "Instructions per key · callgrind in tmux \(size.columns)×\(size.rows) · runs of \(KeyInstructions.few) and"
        + " \(KeyInstructions.many) keys, each after the screen answered the one before,"
        + " \(BenchStats.fixed(KeyInstructions.pace * 1000, 0)) ms apart;")
    say(
      "  (instructions of the long run − the short run) / \(KeyInstructions.many - KeyInstructions.few):"
        + " reading, deciding, drawing, writing, timers; start-up and quitting cancel out")
    let duoterm = TmuxControl.quoted(Callgrind.readable(programs.duoterm, folder: folder))
    let echo = TmuxControl.quoted(programs.echo)
    let runs: [(label: String, workload: KeyInstructions.Workload)] = [
      (
        // x and y in turn: the echo shows the last key only, so x again changes nothing.
        "echo, typing (x, y)",
        .init(name: "echo-typing", command: echo, setup: [], keys: ["x", "y"], quit: "q")
      ),
      (
        "duoterm, typing a reply (r; x)",
        .init(
          name: "duoterm-typing", command: "\(duoterm) --fresh", setup: ["r"], keys: ["x"],
          quit: "F10")
      ),
      (
        "echo, arrows (Down, Up)",
        .init(name: "echo-arrows", command: echo, setup: [], keys: ["Down", "Up"], quit: "q")
      ),
      (
        "duoterm, moving the selection (Down, Up)",
        .init(
          name: "duoterm-navigating", command: "\(duoterm) --fresh", setup: [],
          keys: ["Down", "Up"],
          quit: "F10")
      ),
    ]
    var counts: [Double?] = []
    for run in runs {
      progress("callgrind in tmux: \(run.label)")
      switch KeyInstructions.perKey(run.workload, folder: folder, size: size) {
      case .success(let value): counts.append(value)
      case .failure(let skip):
        counts.append(nil)
        say("  \(run.label) skipped: \(skip)")
      }
    }
    for (index, run) in runs.enumerated() {
      var line =
        "  \(column(run.label, 44, right: false))\(column(instructions(counts[index]), 12)) a key"
      if index % 2 == 1 {
        let value = counts[index]
        let echoValue = counts[index - 1]
        line += "   \(ratio(value, echoValue)) the echo"
        if index == 1, let value, let echoValue {
          line +=
            "   target ≤ 1.5×: "
            + verdict("instructions per typed key at \(size.argument)", value <= 1.5 * echoValue)
        } else if index == 3, let value, let echoValue {
          line +=
            "   target ≤ 1.5×: "
            + verdict(
              "instructions per navigation key at \(size.argument)", value <= 1.5 * echoValue)
        }
      }
      say(line)
    }
  }
}
