extension Benchmark {
  /// Peak memory after long use against an empty Swift program built the same
  /// way (targeted) and the C echo program (reported); and in process, the growth
  /// over many fold/unfold cycles.
  static func memory(folder: String, programs: BenchPrograms) {
    say("")
    say(
      "Memory · \(BenchStats.grouped(PacedFolds.folds)) paced folds in tmux (each F2 once the"
        + " screen answered), duoterm --fresh --pattern feed beside duoterm-echo")
    progress("tmux: \(PacedFolds.folds) folds")
    let empty = ChildProcess.peakKilobytes(of: [programs.empty], folder: folder)
    switch PacedFolds.run(folder: folder, programs: programs) {
    case .failure(let skip):
      say("  skipped: \(skip)")
    case .success(let peaks):
      say(
        "  peak RSS (VmHWM): duoterm \(megabytes(peaks.duoterm)), duoterm-empty"
          + " \(empty.map(megabytes) ?? "—") (\(ratio(Double(peaks.duoterm), empty.map(Double.init)))),"
          + " echo \(megabytes(peaks.echo)) (\(BenchStats.ratio(Double(peaks.duoterm), Double(peaks.echo))),"
          + " for information)   target ≤ 2.5× empty: "
          + verdict(
            "memory vs empty", empty.map { Double(peaks.duoterm) <= 2.5 * Double($0) } ?? false))
    }
    say(
      "Memory · \(BenchStats.grouped(HeadlessBench.memoryCycles)) fold/unfold cycles at 200×50"
        + " (reduce + render each F2), in a child of the bench")
    progress("memory: \(BenchStats.grouped(HeadlessBench.memoryCycles)) cycles")
    guard let run = ChildProcess.run([ChildProcess.selfPath, "--arm", "memory"]),
      run.status == 0
    else {
      say("  skipped: this binary could not be run again")
      return
    }
    let values = HeadlessBench.values(run.output)
    guard let before = values["rss_before_kb"], let after = values["rss_after_kb"],
      let peak = values["peak_kb"], before >= 0, after >= 0, peak >= 0
    else {
      say("  skipped: /proc/self/status could not be read")
      return
    }
    let growth = after - before
    say(
      "  peak RSS (VmHWM) \(megabytes(peak)); RSS growth over the cycles: \(BenchStats.grouped(growth))"
        + " kB (\(megabytes(before)) → \(megabytes(after)))   target ≤ 1 MB: "
        + verdict("memory growth", growth <= 1024))
  }
}
