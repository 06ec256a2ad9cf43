/// Start-up: how long a program takes from being started to having ended, for
/// `duoterm --version` (nothing but start-up), `duoterm render` (a frame, as a
/// designer's CI renders thousands), an empty Swift program built the same way,
/// and `tput cols` (a small C program that reads the terminal database).
enum StartupBench {
  /// A program as it is run, and its label.
  struct Run {
    var label: String
    var arguments: [String]
  }

  /// Rounds of every program in turn.
  static let rounds = 40

  /// The runs: tput (when installed), the empty program, duoterm's two.
  static func runs(_ programs: BenchPrograms) -> [Run] {
    var runs = [
      Run(label: "duoterm-empty", arguments: [programs.empty]),
      Run(label: "duoterm --version", arguments: [programs.duoterm, "--version"]),
      Run(label: "duoterm render", arguments: [programs.duoterm, "render"]),
    ]
    if let tput = ChildProcess.which("tput") {
      runs.insert(Run(label: "tput cols", arguments: [tput, "cols"]), at: 0)
    }
    return runs
  }

  /// Median wall time of each run in seconds, by label, and each one's peak
  /// resident set in kB (`ChildProcess.peakKilobytes`, one more run each); nil
  /// when one cannot be run.
  static func wallTimes(_ runs: [Run], folder: String) -> (
    seconds: [String: Double], peaks: [String: Int]
  )? {
    var samples: [String: [Double]] = [:]
    var peaks: [String: Int] = [:]
    for run in runs {
      peaks[run.label] = ChildProcess.peakKilobytes(of: run.arguments, folder: folder)
    }
    for _ in 0..<rounds {
      for run in runs {
        let start = MonotonicClock.now()
        // TERM for tput; no terminal for anyone: standard output is /dev/null.
        guard let child = ChildProcess(run.arguments, environment: ["TERM": "xterm-256color"])
        else { return nil }
        child.wait()
        samples[run.label, default: []].append(MonotonicClock.now() - start)
      }
    }
    return (samples.mapValues { BenchStats.median($0) }, peaks)
  }
}
