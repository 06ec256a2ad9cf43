/// `duoterm bench`: how close DuoTerm comes to the cost of ncurses itself. See
/// `Benchmark` for the figures; `BENCHMARKS.md` keeps the latest output.
enum BenchCommand {
  static let usage = """
    usage: duoterm bench [--only FIGURE,...] [--allow-debug]
    Measures, side by side in one run, and prints each figure as a ratio with the
    absolute values beside it: frame cost (instructions under valgrind's callgrind,
    and wall time) against plain ncurses, bytes written against a lower bound, CPU
    when idle and key-to-screen latency in tmux against a minimal ncurses program,
    headless throughput, and memory over 10,000 fold/unfold cycles. A figure whose
    tool (valgrind, tmux) is missing is skipped with a message. Takes a few minutes.
    Build for release first: swift build -c release && .build/release/duoterm bench
    Figures: frame, bytes, idle, latency, throughput, memory (default: all).
    """

  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "bench", valued: ["--only", "--arm", "--frames"],
      flags: ["--help", "--allow-debug"])
    if args.flag("--help") {
      print(usage)
      return 0
    }
    // Hidden: one arm on its own, for valgrind and for the memory figure.
    if let arm = args.value("--arm") {
      switch arm {
      case "memory": return HeadlessBench.runMemoryArm()
      case "baseline": return HeadlessBench.runBaselineArm()
      case "keys-typing", "keys-navigating":
        guard let text = args.value("--frames"), let keys = Int(text), keys > 0 else {
          throw UsageError("--arm \(arm) needs --frames N (a whole number above 0)")
        }
        return KeyWork.runArm(arm, keys: keys)
      default:
        guard let text = args.value("--frames"), let frames = Int(text), frames > 0 else {
          throw UsageError("--arm \(arm) needs --frames N (a whole number above 0)")
        }
        guard FrameCostBench.arms.contains(where: { $0.0 == arm }) else {
          throw UsageError(
            "unknown arm '\(arm)'; arms: \(FrameCostBench.arms.map(\.0).joined(separator: ", ")), memory, baseline, keys-typing, keys-navigating"
          )
        }
        return FrameCostBench.runArm(arm, frames: frames)
      }
    }
    var figures = Set(Benchmark.Figure.allCases)
    if let only = args.value("--only") {
      figures = []
      for name in only.split(separator: ",") {
        guard let figure = Benchmark.Figure(rawValue: String(name)) else {
          throw UsageError(
            "unknown figure '\(name)' for --only; figures: \(Benchmark.Figure.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        figures.insert(figure)
      }
    }
    #if DEBUG
      if !args.flag("--allow-debug") {
        throw UsageError(
          "bench measures a release build: swift build -c release && .build/release/duoterm bench"
            + " (--allow-debug runs it on this debug build anyway)")
      }
    #endif
    let command = CommandLine.arguments.joined(separator: " ")
    return Benchmark.run(figures, command: command)
  }
}
