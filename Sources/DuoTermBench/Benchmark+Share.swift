extension Benchmark {
  /// Key-to-screen latency of a shared game: the host's screen and the guest's,
  /// for the same keys (`ShareBench`).
  static func share(folder: String, programs: BenchPrograms) {
    let keys = 200
    say("")
    say("Shared game · duoterm share (tmux 200×50) and duoterm join over the local socket")
    progress("share: \(keys) keys on the host")
    switch ShareBench.run(folder: folder, programs: programs, keys: keys) {
    case .failure(let skip):
      say("  skipped: \(skip)")
    case .success(let f):
      let host = (BenchStats.median(f.host), BenchStats.percentile(f.host, 95))
      let guest = (BenchStats.median(f.guest), BenchStats.percentile(f.guest, 95))
      say("  key to first %output of each pane, \(keys) keys on the host (reported, not targeted):")
      say("    host's screen    p50 \(milliseconds(host.0))  p95 \(milliseconds(host.1))")
      say(
        "    guest's screen   p50 \(milliseconds(guest.0))  p95 \(milliseconds(guest.1))"
          + "  vs host p50 \(BenchStats.ratio(guest.0, host.0)) p95 \(BenchStats.ratio(guest.1, host.1))"
          + (f.missed > 0 ? "  (\(f.missed) keys not shown on both)" : ""))
    }
  }
}
