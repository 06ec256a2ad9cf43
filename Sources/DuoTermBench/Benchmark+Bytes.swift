extension Benchmark {
  /// The bytes each change (and a navigation key) writes, against the bound of a
  /// writer that moves, styles and prints only what changed.
  static func bytes(folder: String) {
    say("")
    say(
      "Bytes · 200×50 · the settled frame after each change and after Down (the mailbox's"
        + " selection), duoterm's cells drawn by C (ncurses) with duoterm's writer's rules")
    say("  bound: per run of changed cells a cursor move (ESC[row;colH), the cells in UTF-8,")
    say("  and the shortest SGR per style run (ByteBound); ncurses can beat it with EL/ECH/REP")
    say("")
    say(
      "  \(column("change", 10, right: false))\(column("cells", 8))\(column("runs", 6))\(column("written", 9))\(column("bound", 9))"
        + "\(column("moves+text+sgr", 22))\(column("ratio", 8))   target")
    for item in ByteBench.cases {
      switch ByteBench.measure(item, folder: folder) {
      case .failure(let skip):
        say("  \(column(item.name, 10, right: false)) skipped: \(skip)")
      case .success(let m):
        let parts = "\(m.bound.cursorMoves)+\(m.bound.text)+\(m.bound.styleChanges)"
        let ratio =
          m.bound.total == 0 ? "—" : BenchStats.ratio(Double(m.written), Double(m.bound.total))
        let target: String
        if item.key == nil {
          target = "0 bytes: " + verdict("bytes unchanged", m.written == 0)
        } else {
          target =
            "≤ 1.25×: "
            + verdict("bytes \(item.name)", Double(m.written) <= 1.25 * Double(m.bound.total))
        }
        say(
          "  \(column(item.name, 10, right: false))\(column(BenchStats.grouped(m.changedCells), 8))"
            + "\(column(String(m.bound.runs), 6))\(column(BenchStats.grouped(m.written), 9))"
            + "\(column(BenchStats.grouped(m.bound.total), 9))\(column(parts, 22))\(column(ratio, 8))   \(target)"
        )
      }
    }
  }
}
