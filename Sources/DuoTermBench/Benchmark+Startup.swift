extension Benchmark {
  /// Start-up wall time and instructions of `duoterm --version` and `duoterm
  /// render` against an empty Swift program built the same way (targeted) and
  /// `tput cols` (reported).
  static func startup(folder: String, programs: BenchPrograms) {
    say("")
    say(
      "Start-up · median of \(StartupBench.rounds) runs each, in turn; instructions: callgrind,"
        + " the whole program (loader included)")
    let runs = StartupBench.runs(programs)
    progress("start-up: \(StartupBench.rounds) rounds")
    guard let (seconds, peaks) = StartupBench.wallTimes(runs, folder: folder) else {
      say("  skipped: a program could not be run")
      return
    }
    var counts: [String: Double] = [:]
    if ChildProcess.which("valgrind") != nil {
      for run in runs {
        progress("callgrind: \(run.label)")
        let program = Callgrind.readable(run.arguments[0], folder: folder)
        if case .success(let total) = Callgrind.count(
          [program] + run.arguments.dropFirst(), symbol: nil, folder: folder, label: run.label,
          environment: ["TERM": "xterm-256color"])
        {
          counts[run.label] = Double(total)
        }
      }
    }
    let empty = seconds["duoterm-empty"]
    let tput = seconds["tput cols"]
    say(
      "  \(column("program", 20, right: false))\(column("wall", 11))\(column("instructions", 14))"
        + "\(column("peak RSS", 10))\(column("vs empty", 10))\(column("vs tput", 9))   target")
    for run in runs {
      let wall = seconds[run.label]
      var target = ""
      if run.label == "duoterm --version", let wall, let empty {
        target = "≤ 1.5× empty: " + verdict("start-up, --version", wall <= 1.5 * empty)
      } else if run.label == "duoterm render", let wall, let empty {
        target = "≤ 2.5× empty: " + verdict("start-up, render", wall <= 2.5 * empty)
      }
      say(
        "  \(column(run.label, 20, right: false))\(column(wall.map(milliseconds) ?? "—", 11))"
          + "\(column(instructions(counts[run.label]), 14))"
          + "\(column(peaks[run.label].map(megabytes) ?? "—", 10))"
          + "\(column(ratio(wall, empty), 10))\(column(ratio(wall, tput), 9))   \(target)")
    }
    say("  wall times on a shared machine are noisy; instructions are not")
  }
}
