import DuoLayoutCore
import DuoTermRender
import Glibc

/// `duoterm-bench`: every figure measured side by side in one run and printed as a
/// ratio with the absolute values beside it. Nothing touches the terminal it runs
/// in: ncurses draws into files, the interactive programs run inside tmux. Each
/// figure is in its own file (`Benchmark+Frame.swift`, …).
enum Benchmark {
  /// The figures, in the order they are printed.
  enum Figure: String, CaseIterable {
    case frame, burst, keys, bytes, idle, latency, text, firstframe, startup, memory, throughput,
      casts, files, rows
  }

  /// A target met or missed, for the summary line.
  private struct Verdict {
    var name: String
    var met: Bool
  }

  nonisolated(unsafe) private static var verdicts: [Verdict] = []

  /// Measures `figures` of `programs` and prints them; `command` is how the bench
  /// was started, for the report; the keys figure runs in a tmux of each of
  /// `keysSizes`.
  static func run(
    _ figures: Set<Figure>, command: String, programs: BenchPrograms,
    keysSizes: [TerminalSize] = frameSizes
  ) -> Int32 {
    guard let folder = BenchFiles.makeFolder() else {
      printError(
        "cannot make a scratch folder under $TMPDIR or /tmp; set TMPDIR to a writable folder")
      return 1
    }
    defer { BenchFiles.remove(folder) }
    // A child that dies (tmux, valgrind) must not take the bench with it.
    signal(SIGPIPE, SIG_IGN)
    header(command: command, programs: programs)
    for figure in Figure.allCases where figures.contains(figure) {
      switch figure {
      case .frame: frameCost(folder: folder)
      case .burst: burst(folder: folder, programs: programs)
      case .keys:
        for size in keysSizes { keyInstructions(folder: folder, programs: programs, size: size) }
      case .bytes: bytes(folder: folder)
      case .idle, .latency:
        // One tmux session measures both; it runs once, at the first of them.
        guard figure == .idle || !figures.contains(.idle) else { continue }
        tmux(
          folder: folder, programs: programs, idle: figures.contains(.idle),
          latency: figures.contains(.latency))
        if figures.contains(.latency) { share(folder: folder, programs: programs) }
      case .text: textOutput(folder: folder)
      case .files: fileReading(folder: folder)
      case .rows: longLists(folder: folder)
      case .firstframe: firstFrame(folder: folder)
      case .startup: startup(folder: folder, programs: programs)
      case .memory: memory(folder: folder, programs: programs)
      case .throughput: throughput(programs: programs)
      case .casts: casts(programs: programs)
      }
    }
    let met = verdicts.filter(\.met).count
    let missed = verdicts.filter { !$0.met }.map(\.name)
    say("")
    say(
      "targets: \(met) of \(verdicts.count) met"
        + (missed.isEmpty ? "" : " (missed: \(missed.joined(separator: ", ")))"))
    return 0
  }

  // MARK: Report

  /// True when valgrind is on the PATH; else says the figure is skipped and why.
  static func hasValgrind() -> Bool {
    guard ChildProcess.which("valgrind") == nil else { return true }
    say("  skipped: valgrind is not installed (apt-get install valgrind)")
    return false
  }

  static func say(_ line: String) {
    print(line)
    fflush(nil)
  }

  /// A line on standard error while a figure is measured, when it is a terminal.
  static func progress(_ line: String) {
    guard isatty(STDERR_FILENO) != 0 else { return }
    let text = Array("  … \(line)\n".utf8)
    _ = text.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// `ok` or `MISSED`, kept for the summary line.
  static func verdict(_ name: String, _ met: Bool) -> String {
    verdicts.append(Verdict(name: name, met: met))
    return met ? "ok" : "MISSED"
  }

  /// `text` padded to `width` columns, on the right (numbers) or the left.
  /// The width of a column of pattern names: the longest name in the registry and a space.
  static let patternColumn = (PatternRegistry.standard.ids.map(\.argument.count).max() ?? 12) + 2

  static func column(_ text: String, _ width: Int, right: Bool = true) -> String {
    let pad = String(repeating: " ", count: max(0, width - text.count))
    return right ? pad + text : text + pad
  }

  static func milliseconds(_ seconds: Double) -> String {
    BenchStats.fixed(seconds * 1000, 3) + " ms"
  }

  static func megabytes(_ kilobytes: Int) -> String {
    BenchStats.fixed(Double(kilobytes) / 1024, 1) + " MB"
  }

  /// Instructions as `1,234,567`, or `—` when not measured.
  static func instructions(_ value: Double?) -> String {
    value.map { BenchStats.grouped(Int($0.rounded())) } ?? "—"
  }

  /// A ratio, or `—` when either side is missing.
  static func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
    guard let numerator, let denominator else { return "—" }
    return BenchStats.ratio(numerator, denominator)
  }

  private static func header(command: String, programs: BenchPrograms) {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M UTC", &parts)
    let date = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let cpu =
      ProcFiles.read("/proc/cpuinfo")?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingBlanks } ?? "unknown CPU"
    var system = utsname()
    uname(&system)
    let kernel = withUnsafeBytes(of: system.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    #if DEBUG
      let build = "DEBUG build: figures are not representative"
    #else
      let build = "release build"
    #endif
    let linking =
      programs.linksSwiftDynamically
      ? "the Swift standard library linked dynamically"
      : "the Swift standard library linked statically"
    let version =
      ChildProcess.run([programs.duoterm, "--version"])?.output.split(separator: "\n").first
      .map { $0.trimmingBlanks } ?? "duoterm (no version: --version failed)"
    say("duoterm-bench · \(version) · \(build), \(linking)")
    say("command: \(command)")
    say("machine: \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores (nproc) · \(cpu) · Linux \(kernel)")
    say("date:    \(date)")
  }
}
