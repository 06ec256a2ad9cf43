/// `duoterm bench`: how close DuoTerm comes to the cost of ncurses itself. See
/// `Benchmark` for the figures; `BENCHMARKS.md` keeps the latest output.
enum BenchCommand {
  static let spec = CommandSpec(
    "bench", summary: "measures DuoTerm against plain ncurses (a release build; minutes)",
    options: [Options.only, Options.allowDebug, Options.arm, Options.frames],
    description: """
      Measures, side by side in one run, and prints each figure as a ratio with the \
      absolute values beside it: frame cost (instructions under valgrind's \
      callgrind, and wall time) against plain ncurses, bytes written against a \
      lower bound, CPU when idle and key-to-screen latency in tmux against a \
      minimal ncurses program, headless throughput, and memory over 10,000 \
      fold/unfold cycles. A figure whose tool (valgrind, tmux) is missing is \
      skipped with a message. Takes a few minutes.
      Build for release first: swift build -c release && .build/release/duoterm bench
      Figures: \(Benchmark.Figure.allCases.map(\.rawValue).joined(separator: ", ")) (default: all).
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    // Hidden: one arm on its own, for valgrind and for the memory figure.
    if let arm = args[Options.arm] {
      switch arm {
      case "memory": return HeadlessBench.runMemoryArm()
      case "baseline": return HeadlessBench.runBaselineArm()
      case "keys-typing", "keys-navigating":
        return KeyWork.runArm(arm, keys: try frames(arm, args))
      default:
        let count = try frames(arm, args)
        guard FrameCostBench.arms.contains(where: { $0.0 == arm }) else {
          throw UsageError(
            "unknown arm '\(arm)'; arms: \(FrameCostBench.arms.map(\.0).joined(separator: ", ")), memory, baseline, keys-typing, keys-navigating"
          )
        }
        return FrameCostBench.runArm(arm, frames: count)
      }
    }
    var figures = Set(Benchmark.Figure.allCases)
    if let only = args[Options.only] {
      figures = []
      for name in only.split(separator: ",") {
        guard let figure = Benchmark.Figure(rawValue: String(name)) else {
          throw UsageError(
            "unknown figure '\(name)' for \(Options.only.name); figures: \(Benchmark.Figure.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        figures.insert(figure)
      }
    }
    #if DEBUG
      if !args[Options.allowDebug] {
        throw UsageError(
          "bench measures a release build: swift build -c release && .build/release/duoterm bench"
            + " (\(Options.allowDebug.name) runs it on this debug build anyway)")
      }
    #endif
    let command = CommandLine.arguments.joined(separator: " ")
    return Benchmark.run(figures, command: command)
  }

  /// The count an arm needs, given with its own option.
  private static func frames(_ arm: String, _ args: ParsedArguments) throws(UsageError) -> Int {
    guard let frames = args[Options.frames] else {
      throw UsageError(
        "\(Options.arm.name) \(arm) needs \(Options.frames.spec.usage) (a whole number above 0)")
    }
    return frames
  }
}
