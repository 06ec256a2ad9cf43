import Glibc

extension Benchmark {
  /// Each shipped tour recorded headlessly (`demo NAME --headless --record`,
  /// 200×50): the wall time of the whole command against the tour's own length,
  /// the last timestamp of its cast. Virtual time: the recording is not played.
  static func casts(programs: BenchPrograms) {
    say("")
    say("Tours recorded headlessly · 200×50 · wall time of demo NAME --headless --record")
    let listed = ChildProcess.run([programs.duoterm, "demo", "--list"])?.output ?? ""
    let tours = listed.split(separator: "\n").compactMap { $0.split(separator: " ").first }
    guard !tours.isEmpty, let folder = BenchFiles.makeFolder() else {
      return say("  skipped: \(programs.duoterm) lists no tours (run from the checkout)")
    }
    defer { BenchFiles.remove(folder) }
    for tour in tours.map(String.init) {
      progress("cast of \(tour)")
      let cast = "\(folder)/\(tour).cast"
      let start = MonotonicClock.now()
      let run = ChildProcess.run([programs.duoterm, "demo", tour, "--headless", "--record", cast])
      let wall = MonotonicClock.now() - start
      let last = ProcFiles.read(cast)?.split(separator: "\n").last
      let length = last.flatMap { Double($0.dropFirst().prefix { $0 != "," }) }
      unlink(cast)
      guard run?.status == 0, let length else {
        say("  \(tour): could not be recorded")
        continue
      }
      say(
        "  \(tour): \(milliseconds(wall)) for \(BenchStats.fixed(length, 1)) s of tour"
          + " (\(BenchStats.ratio(length, wall)) faster than real time)")
    }
  }
}
