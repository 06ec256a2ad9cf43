extension Benchmark {
  /// Instructions per key in a list of 10, 1,000 and 100,000 rows, each against
  /// the 10-row list's (target ≤ 1.5×: only what is visible is laid out).
  static func longLists(folder: String) {
    say("")
    say(
      "Keys in long lists · a list-detail screen file, 80×24, Down and Up in turn;"
        + " instructions a key against the 10-row list's")
    guard hasValgrind() else { return }
    var shortest: Double?
    for (count, arm) in zip(RowsBench.counts, RowsBench.arms) {
      progress("callgrind: keys in a list of \(count) rows")
      let keys = 40
      let run = Callgrind.perFrame(
        arm: arm, function: "callgrindPressInLongList", frames: keys,
        extra: ["--size", "80x24"], folder: folder)
      guard case .success(let perKey) = run else {
        say("  \(count) rows skipped: the arm could not run under callgrind")
        continue
      }
      if shortest == nil { shortest = perKey }
      let line =
        "  \(column("\(count) rows", 12, right: false))"
        + "\(column(instructions(perKey), 10)) a key"
      guard count > RowsBench.counts[0], let shortest else {
        say(line)
        continue
      }
      say(
        line + "   \(ratio(perKey, shortest)) the 10-row list's   target ≤ 1.5×: "
          + verdict("a key in \(count) rows", perKey <= shortest * 1.5))
    }
  }
}
