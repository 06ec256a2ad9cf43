import DuoLayoutCore

extension Benchmark {
  /// Headless frames a second over every pattern and pose, and the time of the
  /// audit of everything against a process's start-up.
  static func throughput(programs: BenchPrograms) {
    say("")
    say("Headless throughput · 200×50 · in process, as duoterm render (layout + raster)")
    progress("render throughput, 2 s")
    let render = HeadlessBench.renderThroughput()
    let combos = PatternRegistry.standard.ids.count * Pose.allCases.count
    // The device's displays refresh at 120 Hz (documented: Apple's Understanding hitches, 120 Hz ProMotion).
    let display = 120.0
    say(
      "  render, \(PatternRegistry.standard.ids.count) patterns × \(Pose.allCases.count) poses: "
        + "\(BenchStats.grouped(Int(render.framesPerSecond.rounded()))) frames/s"
        + " (\(BenchStats.fixed(1000 / render.framesPerSecond, 3)) ms a frame;"
        + " \(BenchStats.ratio(render.framesPerSecond, display))"
        + " a \(BenchStats.fixed(display, 0)) Hz display's rate;"
        + " \(BenchStats.grouped(render.frames)) frames, \(combos) a round)")
    progress("audit --pattern all --pose all, 5 runs")
    let audit = HeadlessBench.commandTime(
      programs.duoterm, ["audit", "--pattern", "all", "--pose", "all"])
    let startup = HeadlessBench.commandTime(programs.duoterm, ["--version"])
    if let audit, let startup {
      say(
        "  duoterm audit --pattern all --pose all: \(milliseconds(audit)) median of 5"
          + " (duoterm --version: \(milliseconds(startup)); \(BenchStats.ratio(audit, startup)))")
    } else {
      say("  audit skipped: \(programs.duoterm) could not be run")
    }
  }
}
