import DuoLayoutCore

extension Benchmark {
  /// Instructions a cell of writing a frame out as text (`duoterm render`'s output).
  static func textOutput(folder: String) {
    say("")
    let cells = TextBench.size.columns * TextBench.size.rows
    say(
      "Text output · \(TextBench.size.columns)×\(TextBench.size.rows) (\(BenchStats.grouped(cells))"
        + " cells) · CellGrid.text, as duoterm render writes a frame")
    guard hasValgrind() else { return }
    progress("callgrind: text output")
    switch Callgrind.perFrame(
      arm: "text", function: "callgrindPrintCells", frames: TextBench.repeats, folder: folder)
    {
    case .failure(let skip):
      say("  skipped: \(skip)")
    case .success(let perFrame):
      let perCell = perFrame / Double(cells)
      say(
        "  \(instructions(perFrame)) instructions a frame, \(BenchStats.fixed(perCell, 1)) a cell"
          + "   target ≤ 60 a cell: " + verdict("text output", perCell <= 60))
    }
  }

  /// Each pattern's first frame in a fresh process, against list-detail's.
  static func firstFrame(folder: String) {
    say("")
    say(
      "First frame · 200×50, closed · a pattern's first frame in a fresh process (state, layout,"
        + " raster), the device profile read beforehand")
    guard hasValgrind() else { return }
    var counts: [PatternID: Double] = [:]
    for pattern in PatternRegistry.standard.ids {
      progress("callgrind: first frame of \(pattern.argument)")
      switch Callgrind.perFrame(
        arm: "first-frame", function: "callgrindFirstFrame", frames: 1,
        extra: ["--pattern", pattern.argument], folder: folder)
      {
      case .success(let value): counts[pattern] = value
      case .failure(let skip): say("  \(pattern.argument) skipped: \(skip)")
      }
    }
    let base = counts[ListDetailPattern.id]
    for pattern in PatternRegistry.standard.ids {
      var line =
        "  \(column(pattern.argument, patternColumn, right: false))\(column(instructions(counts[pattern]), 12))"
        + "   \(ratio(counts[pattern], base)) list-detail's"
      if pattern == TwoPagePattern.id, let value = counts[pattern], let base {
        line += "   target ≤ 1.5×: " + verdict("two-page first frame", value <= 1.5 * base)
      }
      say(line)
    }
  }
}
