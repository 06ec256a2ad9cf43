import Glibc

/// Instruction counts from valgrind's callgrind: `duoterm-bench` runs itself under
/// `valgrind --tool=callgrind --toggle-collect=SYMBOL`, so only the instructions
/// executed inside one function (and what it calls) are counted.
///
/// ```swift
/// Callgrind.totalInstructions(in: "events: Ir\nsummary: 1200\ntotals: 1200\n")  // 1200
/// ```
enum Callgrind {
  /// The copies `readable` made, by the program they copy.
  nonisolated(unsafe) private static var copies: [String: String] = [:]

  /// `program` as valgrind can run it. valgrind 3.19 gives up on the debug
  /// information of a program linked with `--static-swift-stdlib` ("Possibly
  /// corrupted debuginfo file. I can't recover."), so it runs a copy without it
  /// (`objcopy --strip-debug`, into `folder`, once per program): the code and the
  /// symbol table `--toggle-collect` names are the same, so are the instructions.
  /// `program` itself when `objcopy` is missing or fails.
  static func readable(_ program: String, folder: String) -> String {
    if let copy = copies[program] { return copy }
    let copy = "\(folder)/\(program.split(separator: "/").last ?? "program").nodebug"
    let made = ChildProcess.run(["objcopy", "--strip-debug", program, copy])?.status == 0
    copies[program] = made ? copy : program
    return copies[program]!
  }

  /// The instruction total of a callgrind output file's text (its `totals:` line,
  /// or the older `summary:`), or nil when it has neither.
  static func totalInstructions(in text: String) -> Int? {
    var summary: Int? = nil
    for line in text.split(separator: "\n") {
      for prefix in ["totals:", "summary:"] where line.hasPrefix(prefix) {
        let words = line.dropFirst(prefix.count).split(separator: " ")
        guard let first = words.first, let value = Int(first) else { continue }
        if prefix == "totals:" { return value }
        summary = value
      }
    }
    return summary
  }

  /// The one symbol of `executable` whose mangled name contains `name` and is the
  /// function itself (not a closure, thunk or specialization inside it): the
  /// shortest such name. Nil when `nm` is missing or nothing matches.
  static func symbol(named name: String, in executable: String) -> String? {
    symbols(in: executable).flatMap { symbol(named: name, among: $0) }
  }

  /// The Swift symbols `executable` defines (`nm`), or nil when `nm` cannot say.
  static func symbols(in executable: String) -> [Substring]? {
    guard let result = ChildProcess.run(["nm", "--defined-only", executable]),
      result.status == 0
    else { return nil }
    return swiftSymbols(inListing: result.output)
  }

  /// The Swift symbols in the lines `nm` printed.
  static func swiftSymbols(inListing listing: String) -> [Substring] {
    listing.split(separator: "\n").compactMap { line in
      line.split(separator: " ").last.flatMap { $0.hasPrefix("$s") ? $0 : nil }
    }
  }

  /// The shortest of `symbols` that contains `name`.
  static func symbol(named name: String, among symbols: [Substring]) -> String? {
    symbols.filter { $0.contains(name) }.min { $0.count < $1.count }.map(String.init)
  }

  /// Runs `arguments` under callgrind and returns the instructions it executed:
  /// only those inside `symbol` (and what it calls) when one is given
  /// (`--toggle-collect`), else the whole program's, start-up included. `label`
  /// names the run in a reason it could not be measured.
  static func count(
    _ arguments: [String], symbol: String?, folder: String, label: String,
    environment: [String: String?] = [:]
  ) -> Result<Int, BenchSkip> {
    let outputFile = "\(folder)/callgrind.\(getpid()).\(label.filter(\.isLetter)).out"
    var command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(outputFile)"]
    if let symbol { command += ["--collect-atstart=no", "--toggle-collect=\(symbol)"] }
    guard let run = ChildProcess.run(command + arguments, environment: environment) else {
      return .failure(BenchSkip("valgrind could not be started"))
    }
    defer { unlink(outputFile) }
    guard run.status == 0 else {
      return .failure(BenchSkip("\(label) under valgrind exited with status \(run.status)"))
    }
    return total(outputFile, label: label)
  }

  /// The instruction total of the callgrind output file `path`.
  static func total(_ path: String, label: String) -> Result<Int, BenchSkip> {
    guard let text = ProcFiles.read(path), let total = totalInstructions(in: text) else {
      return .failure(BenchSkip("no totals in callgrind's output for \(label)"))
    }
    guard total > 0 else { return .failure(BenchSkip("callgrind counted nothing for \(label)")) }
    return .success(total)
  }

  /// `duoterm-bench --arm ARM --frames N` (and `extra`) under callgrind, counting
  /// inside the arm's function `function`: instructions per frame.
  static func perFrame(
    arm: String, function: String, frames: Int, extra: [String] = [], folder: String
  ) -> Result<Double, BenchSkip> {
    guard let symbol = symbol(named: function, in: ChildProcess.selfPath) else {
      return .failure(
        BenchSkip("no symbol named \(function) in \(ChildProcess.selfPath) (is nm installed?)"))
    }
    return count(
      [readable(ChildProcess.selfPath, folder: folder), "--arm", arm, "--frames", "\(frames)"]
        + extra, symbol: symbol,
      folder: folder, label: "the \(arm) arm"
    ).map { Double($0) / Double(frames) }
  }
}
