extension Benchmark {
  /// Instructions to read a MiB of screen or app file, each kind against its JSON
  /// read alone.
  static func fileReading(folder: String) {
    say("")
    say(
      "Reading long files · each generated to 1 MiB, read and checked as duoterm --screen reads it,"
        + " against its JSON read alone (the reference); instructions a MiB")
    guard hasValgrind() else { return }
    for kind in FileReadBench.kinds {
      progress("callgrind: reading a \(kind) file")
      let size = Double(FileReadBench.file(kind).count) / Double(FileReadBench.bytes)
      let read = Callgrind.perFrame(
        arm: "read-\(kind)", function: "callgrindCheckedScreen", frames: 1, folder: folder)
      let parse = Callgrind.perFrame(
        arm: "parse-\(kind)", function: "callgrindParseJSON", frames: 1, folder: folder)
      guard case .success(let whole) = read, case .success(let json) = parse else {
        say("  \(kind) skipped: the file could not be read under callgrind")
        continue
      }
      let perMiB = whole / size
      say(
        "  \(column(kind, 8, right: false))\(column(instructions(perMiB), 10)) a MiB"
          + "   JSON alone \(instructions(json / size))   \(ratio(whole, json)) the JSON's"
          + "   target ≤ 50 M: " + verdict("reading the \(kind) file", perMiB <= 50_000_000))
    }
  }
}
