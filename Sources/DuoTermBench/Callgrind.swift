import Glibc

/// Instruction counts from valgrind's callgrind: `duoterm-bench` runs itself under
/// `valgrind --tool=callgrind --toggle-collect=SYMBOL`, so only the instructions
/// executed inside one function (and what it calls) are counted.
///
/// ```swift
/// Callgrind.totalInstructions(in: "events: Ir\nsummary: 1200\ntotals: 1200\n")  // 1200
/// ```
enum Callgrind {
  /// The instruction total of a callgrind output file's text (its `totals:` line,
  /// or the older `summary:`), or nil when it has neither.
  static func totalInstructions(in text: String) -> Int? {
    var summary: Int? = nil
    for line in text.split(separator: "\n") {
      for prefix in ["totals:", "summary:"] where line.hasPrefix(prefix) {
        let words = line.dropFirst(prefix.count).split(separator: " ")
        guard let first = words.first, let value = Int(first) else { continue }
        if prefix == "totals:" { return value }
        summary = value
      }
    }
    return summary
  }

  /// The one symbol of `executable` whose mangled name contains `name` and is the
  /// function itself (not a closure, thunk or specialization inside it): the
  /// shortest such name. Nil when `nm` is missing or nothing matches.
  static func symbol(named name: String, in executable: String) -> String? {
    guard let result = ChildProcess.run(["nm", "--defined-only", executable]),
      result.status == 0
    else { return nil }
    var best: String? = nil
    for line in result.output.split(separator: "\n") {
      guard let symbol = line.split(separator: " ").last, symbol.contains(name),
        symbol.hasPrefix("$s")
      else { continue }
      if best == nil || symbol.count < best!.count { best = String(symbol) }
    }
    return best
  }

  /// What one arm measured: instructions in total for `frames` frames.
  struct Measurement {
    var instructions: Int
    var frames: Int
    var perFrame: Double { Double(instructions) / Double(max(1, frames)) }
  }

  /// Runs `duoterm-bench --arm ARM --frames N` under callgrind, collecting only
  /// inside `symbol`. Returns the counts, or a reason it could not.
  static func measure(arm: String, symbol: String, frames: Int, folder: String) -> Result<
    Measurement, BenchSkip
  > {
    let outputFile = "\(folder)/callgrind.\(arm).out"
    let arguments = [
      "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=\(symbol)",
      "--callgrind-out-file=\(outputFile)", ChildProcess.selfPath, "--arm", arm,
      "--frames", "\(frames)",
    ]
    guard let run = ChildProcess.run(arguments) else {
      return .failure(BenchSkip("valgrind could not be started"))
    }
    defer { unlink(outputFile) }
    guard run.status == 0 else {
      return .failure(BenchSkip("the \(arm) arm under valgrind exited with status \(run.status)"))
    }
    guard let text = ProcFiles.read(outputFile), let total = totalInstructions(in: text) else {
      return .failure(BenchSkip("no totals in callgrind's output for the \(arm) arm"))
    }
    guard total > 0 else {
      return .failure(BenchSkip("callgrind counted nothing inside \(symbol)"))
    }
    return .success(Measurement(instructions: total, frames: frames))
  }
}
