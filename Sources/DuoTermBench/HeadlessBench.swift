import DuoLayoutCore
import DuoTermRender
import Glibc

/// The headless benchmarks: render throughput over every pattern × pose, the time
/// of `duoterm audit --pattern all --pose all`, and memory over fold/unfold cycles
/// (core and renderer, in a process of the bench's own).
enum HeadlessBench {
  /// Frames a second of `Scene.render` (layout + raster, as `duoterm render`
  /// does) over every pattern × pose at 200×50, for about `seconds`.
  static func renderThroughput(seconds: Double = 2) -> (framesPerSecond: Double, frames: Int) {
    let states = PatternRegistry.standard.ids.flatMap { pattern in
      Pose.allCases.map { EmulatorState(pose: $0, terminal: .standard, pattern: pattern) }
    }
    for state in states { _ = Scene.render(state) }
    var frames = 0
    let start = MonotonicClock.now()
    var elapsed = 0.0
    while elapsed < seconds {
      for state in states { _ = Scene.render(state) }
      frames += states.count
      elapsed = MonotonicClock.now() - start
    }
    return (Double(frames) / elapsed, frames)
  }

  /// Median wall time in seconds of running `program` with `arguments` (`runs`
  /// times, output discarded), or nil when it cannot run.
  static func commandTime(_ program: String, _ arguments: [String], runs: Int = 5) -> Double? {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = MonotonicClock.now()
      guard let child = ChildProcess([program] + arguments) else { return nil }
      child.wait()
      times.append(MonotonicClock.now() - start)
    }
    return BenchStats.median(times)
  }

  /// Fold/unfold cycles the memory benchmark runs.
  static let memoryCycles = 10_000

  /// `duoterm-bench --arm memory`: `memoryCycles` fold/unfold cycles (reduce and
  /// render after each F2) after 100 to warm up; prints the resident set before
  /// and after and the peak, in kB.
  static func runMemoryArm(cycles: Int = memoryCycles) -> Int32 {
    var state = EmulatorState(pose: .closed, terminal: .standard)
    var time = 0.0
    var checksum = 0
    func cycle() {
      for _ in 0..<2 {
        time += 1
        state = reduce(state, .key(.function(2)), at: time)
        checksum &+= Scene.render(state).cells.count
      }
    }
    for _ in 0..<100 { cycle() }
    let before = ProcFiles.kilobytes("VmRSS") ?? -1
    for _ in 0..<cycles { cycle() }
    let after = ProcFiles.kilobytes("VmRSS") ?? -1
    let peak = ProcFiles.kilobytes("VmHWM") ?? -1
    print("rss_before_kb=\(before) rss_after_kb=\(after) peak_kb=\(peak) checksum=\(checksum)")
    return 0
  }

  /// `key=value` words of an arm's one line of output, as numbers.
  static func values(_ line: String) -> [String: Int] {
    var result: [String: Int] = [:]
    for word in line.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = word.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let value = Int(parts[1]) { result[String(parts[0])] = value }
    }
    return result
  }
}
