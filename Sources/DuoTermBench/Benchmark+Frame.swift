import DuoLayoutCore

extension Benchmark {
  /// The terminal sizes the frame figure is measured at: the smallest people use,
  /// two common ones and a large one. A reference's cost grows with the cells, so
  /// a ratio at one size says little of another.
  static let frameSizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 132, rows: 43), .standard,
    TerminalSize(columns: 400, rows: 120),
  ]

  /// Frame cost of every pattern in the registry at each of `frameSizes`: duoterm's
  /// work for a fold glide frame against ncurses writing every cell of the same
  /// frame, in instructions (callgrind), and wall time at 200×50; the worst
  /// pattern's ratio at each size is a target.
  static func frameCost(folder: String) {
    for size in frameSizes { frameCost(folder: folder, size: size) }
  }

  static func frameCost(folder: String, size: TerminalSize) {
    let wallTimes = size == .standard
    say("")
    say(
      "Frame cost · \(size.columns)×\(size.rows) · fold glide frames (F2 every 0.3 s at 60 frames/s: open, close, …), every pattern"
    )
    say("  duoterm:   duoterm's own Swift: reduce + layout (shownTree mid-glide) + raster + diff,")
    say("             as the interactive loop does (ShownFrame: the lit window and status row")
    say("             over an unchanged backdrop), the changed cells converted by duoterm's")
    say("             writer's rules (the bench's copy, same bytes), then drawn by C: setcchar +")
    say("             wadd_wch per cell, doupdate (ncurses, no terminal: newterm on /dev/null);")
    say("             duoterm's Swift writer itself is in the keys figure (the real binary)")
    say("  reference: C: the same finished frame, every cell, prepared ahead as ncurses cells;")
    say("             a wmove per run, wadd_wch per cell, doupdate: no layout, no diff")
    say("  floor:     as the reference, but only the cells duoterm's diff finds changed")
    let patterns = PatternRegistry.standard.ids
    let valgrind = ChildProcess.which("valgrind") != nil
    if !valgrind {
      say("  instructions skipped: valgrind is not installed (apt-get install valgrind)")
    }
    say("")
    say(
      "  \(column("pattern", patternColumn, right: false))\(column("duoterm", 12))\(column("reference", 12))"
        + "\(column("ratio", 8))\(column("floor", 12))\(column("vs floor", 10))"
        + "\(column("wall duoterm", 14))\(column("wall ref", 11))\(column("ratio", 8))")
    var worst: (pattern: PatternID, ratio: Double)? = nil
    var skipped: String? = nil
    for pattern in patterns {
      let (_, repeats) = FrameCostBench.grids(pattern, size: size)
      var counts: [String: Double] = [:]
      if valgrind && skipped == nil {
        for (arm, function) in FrameCostBench.arms {
          progress("callgrind: \(pattern.argument), \(arm) arm")
          switch Callgrind.perFrame(
            arm: arm, function: function, frames: FrameCostBench.callgrindFrames,
            extra: ["--pattern", pattern.argument, "--size", size.argument], folder: folder)
          {
          case .success(let value): counts[arm] = value
          case .failure(let skip): skipped = skip.description
          }
        }
      }
      var wall: (duoterm: Double, reference: Double, changedCells: Double)? = nil
      if wallTimes {
        progress("wall time: \(pattern.argument)")
        wall = try? FrameCostBench.wallTimes(pattern, blocks: 3, frames: 90).get()
      }
      let duoterm = counts["duoterm"]
      let reference = counts["reference"]
      let floor = counts["changed-cells"]
      if let duoterm, let reference, worst == nil || duoterm / reference > worst!.ratio {
        worst = (pattern, duoterm / reference)
      }
      say(
        "  \(column(pattern.argument, patternColumn, right: false))\(column(instructions(duoterm), 12))"
          + "\(column(instructions(reference), 12))\(column(ratio(duoterm, reference), 8))"
          + "\(column(instructions(floor), 12))\(column(ratio(duoterm, floor), 10))"
          + "\(column(wall.map { milliseconds($0.duoterm) } ?? "—", 14))"
          + "\(column(wall.map { milliseconds($0.reference) } ?? "—", 11))"
          + "\(column(ratio(wall?.duoterm, wall?.reference), 8))"
          + (repeats ? "" : "   (frames differ from one cycle to the next: approximate)"))
    }
    if let skipped { say("  instructions skipped: \(skipped)") }
    if let worst {
      say(
        "  worst: \(worst.pattern.argument), \(BenchStats.fixed(worst.ratio, 2))× the reference"
          + "   target ≤ 1.0× (instructions): "
          + verdict("frame cost at \(size.argument), worst pattern", worst.ratio <= 1.0))
    }
    say(
      "  instructions and floor: \(FrameCostBench.callgrindFrames) frames per arm after one cycle"
        + " of warm-up"
        + (wallTimes
          ? "; wall: median of 3 × 90 frames per arm, arms in turn (shared machine: noisy)" : ""))
  }
}
