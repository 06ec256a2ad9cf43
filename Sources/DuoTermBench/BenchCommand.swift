import DuoLayoutCore
import Glibc

/// `duoterm-bench`: how close DuoTerm comes to the cost of ncurses itself. See
/// `Benchmark` for the figures; `BENCHMARKS.md` keeps the latest output.
enum BenchCommand {
  static let usage = """
    usage: duoterm-bench [--only FIGURE,...] [--keys-size COLUMNSxROWS] [--allow-debug]
    Measures, side by side in one run, and prints each figure as a ratio with the
    absolute values beside it: frame cost of every pattern (instructions under
    valgrind's callgrind, and wall time) against plain ncurses; a held fold key
    (instructions per press, CPU, memory); instructions per key against a minimal
    ncurses program in C (duoterm-echo); bytes written against a lower bound; CPU
    when idle and with pong running, and key-to-screen latency, in tmux; text
    output per cell; each pattern's first frame; start-up against an empty Swift
    program built the same way (duoterm-empty) and tput; memory after 2,000 folds;
    headless throughput; each tour recorded headlessly against its own length;
    reading a MiB of screen file against its JSON alone; a key in lists of 10,
    1,000 and 100,000 rows against the 10-row list's. A
    figure whose tool (valgrind, tmux) is missing is skipped with a message. Takes several minutes. It measures the programs built beside
    it; build for release first:
      swift build -c release --static-swift-stdlib && .build/release/duoterm-bench
    Figures: \(Benchmark.Figure.allCases.map(\.rawValue).joined(separator: ", ")) (default: all).
    The frame and keys figures are measured at 80x24, 132x43, 200x50 and 400x120
    (80x24 is the smallest terminal people use); --keys-size runs the keys figure
    at that size alone.
    """

  /// What `--arm` runs on its own, in a process of its own: a frame-cost arm, a
  /// burst, text output or a first frame under valgrind, the memory figure's
  /// cycles, a key's work to profile.
  static let arms =
    FrameCostBench.arms.map(\.0) + [
      "memory", "keys-typing", "keys-navigating", "burst", "text", "first-frame",
    ] + FileReadBench.arms + RowsBench.arms

  /// Runs the bench for `words` (the arguments after the program's name); a
  /// mistake is one line on standard error and exit status 2.
  static func run(_ words: [String]) -> Int32 {
    do {
      return try dispatch(words)
    } catch {
      printError(error.description)
      return 2
    }
  }

  private static func dispatch(_ words: [String]) throws(UsageError) -> Int32 {
    let options = try options(words)
    if options["--help"] != nil {
      print(usage)
      return 0
    }
    // Hidden: one arm on its own, for valgrind and for the memory figure.
    if let arm = options["--arm"] {
      if arm == "memory" { return HeadlessBench.runMemoryArm() }
      guard arms.contains(arm) else {
        throw UsageError("unknown arm '\(arm)'; arms: \(arms.joined(separator: ", "))")
      }
      guard let text = options["--frames"], let count = Int(text), count > 0 else {
        throw UsageError("--arm \(arm) needs --frames N (a whole number above 0)")
      }
      let name = options["--pattern"] ?? PatternRegistry.standard.first.argument
      guard let pattern = PatternRegistry.standard.named(name) else {
        throw UsageError(
          "unknown pattern '\(name)' for --pattern; patterns: \(PatternRegistry.standard.argumentList)"
        )
      }
      // Hidden too: the terminal's size for the key and frame arms (200x50 unless
      // given), to profile a key's or a frame's work at another size.
      var size = TerminalSize.standard
      if let text = options["--size"] {
        guard let given = TerminalSize(argument: text) else {
          throw UsageError("--size needs COLUMNSxROWS (like 80x24), not '\(text)'")
        }
        size = given
      }
      switch arm {
      case "keys-typing", "keys-navigating": return KeyWork.runArm(arm, keys: count, size: size)
      case "burst": return BurstBench.runArm(presses: count)
      case "text": return TextBench.runTextArm(frames: count)
      case "first-frame": return TextBench.runFirstFrameArm(pattern)
      case _ where FileReadBench.arms.contains(arm): return FileReadBench.runArm(arm)
      case _ where RowsBench.arms.contains(arm):
        return RowsBench.runArm(arm, keys: count, size: size)
      default: return FrameCostBench.runArm(arm, pattern: pattern, frames: count, size: size)
      }
    }
    var figures = Set(Benchmark.Figure.allCases)
    if let only = options["--only"] {
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
      if options["--allow-debug"] == nil {
        throw UsageError(
          "the bench measures a release build: swift build -c release --static-swift-stdlib && .build/release/duoterm-bench"
            + " (--allow-debug runs it on this debug build anyway)")
      }
    #endif
    var keysSizes = Benchmark.frameSizes
    if let text = options["--keys-size"] {
      let parts = text.split(separator: "x").map { Int($0) }
      guard parts.count == 2, let columns = parts[0], let rows = parts[1], columns > 0, rows > 0
      else {
        throw UsageError("--keys-size '\(text)' is not COLUMNSxROWS; write it as 80x24")
      }
      keysSizes = [TerminalSize(columns: columns, rows: rows)]
    }
    let programs = try BenchPrograms(beside: ChildProcess.selfPath)
    let command = CommandLine.arguments.joined(separator: " ")
    return Benchmark.run(figures, command: command, programs: programs, keysSizes: keysSizes)
  }

  /// The options in `words`: a value for `--only`, `--arm` and `--frames` (after
  /// the option or `=`), an empty string for a flag.
  static func options(_ words: [String]) throws(UsageError) -> [String: String] {
    let valued: Set = ["--only", "--arm", "--frames", "--pattern", "--keys-size", "--size"]
    let flags: Set = ["--help", "--allow-debug"]
    var result: [String: String] = [:]
    var rest = words[...]
    while let word = rest.popFirst() {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      if valued.contains(name) {
        guard let value = parts.count == 2 ? String(parts[1]) : rest.popFirst() else {
          throw UsageError("\(name) needs a value (duoterm-bench --help lists the options)")
        }
        result[name] = value
      } else if flags.contains(name) && parts.count == 1 {
        result[name] = ""
      } else {
        let known = valued.union(flags).sorted().joined(separator: ", ")
        throw UsageError(
          word.hasPrefix("-")
            ? "unknown option '\(word)'; options: \(known)"
            : "unexpected argument '\(word)' (duoterm-bench --help lists the options)")
      }
    }
    return result
  }
}

/// Prints `duoterm-bench: message` on standard error.
func printError(_ message: String) {
  let line = Array("duoterm-bench: \(message)\n".utf8)
  _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
