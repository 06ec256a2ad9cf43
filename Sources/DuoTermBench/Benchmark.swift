import DuoLayoutCore
import DuoTermRender
import Glibc

/// `duoterm-bench`: every figure measured side by side in one run and printed as a
/// ratio with the absolute values beside it. Nothing touches the terminal it runs
/// in: ncurses draws into files, the interactive programs run inside tmux.
enum Benchmark {
  /// The figures, in the order they are printed.
  enum Figure: String, CaseIterable {
    case frame, bytes, idle, latency, throughput, memory
  }

  /// A target met or missed, for the summary line.
  private struct Verdict {
    var name: String
    var met: Bool
  }

  nonisolated(unsafe) private static var verdicts: [Verdict] = []

  /// Measures `figures` of `programs.duoterm` and prints them; `command` is how
  /// the bench was started, for the report.
  static func run(_ figures: Set<Figure>, command: String, programs: BenchPrograms) -> Int32 {
    guard let folder = BenchFiles.makeFolder() else {
      printError(
        "cannot make a scratch folder under $TMPDIR or /tmp; set TMPDIR to a writable folder")
      return 1
    }
    defer { BenchFiles.remove(folder) }
    // A child that dies (tmux, valgrind) must not take the bench with it.
    signal(SIGPIPE, SIG_IGN)
    header(command: command, programs: programs)
    if figures.contains(.frame) { frameCost(folder: folder) }
    if figures.contains(.bytes) { bytes(folder: folder) }
    if figures.contains(.idle) || figures.contains(.latency) {
      tmux(
        folder: folder, programs: programs, idle: figures.contains(.idle),
        latency: figures.contains(.latency))
    }
    if figures.contains(.throughput) { throughput(programs: programs) }
    if figures.contains(.memory) { memory() }
    let met = verdicts.filter(\.met).count
    let missed = verdicts.filter { !$0.met }.map(\.name)
    say("")
    say(
      "targets: \(met) of \(verdicts.count) met"
        + (missed.isEmpty ? "" : " (missed: \(missed.joined(separator: ", ")))"))
    return 0
  }

  // MARK: Report

  private static func say(_ line: String) {
    print(line)
    fflush(nil)
  }

  private static func progress(_ line: String) {
    guard isatty(STDERR_FILENO) != 0 else { return }
    let text = Array("  … \(line)\n".utf8)
    _ = text.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  private static func verdict(_ name: String, _ met: Bool) -> String {
    verdicts.append(Verdict(name: name, met: met))
    return met ? "ok" : "MISSED"
  }

  private static func column(_ text: String, _ width: Int, right: Bool = true) -> String {
    let pad = String(repeating: " ", count: max(0, width - text.count))
    return right ? pad + text : text + pad
  }

  private static func milliseconds(_ seconds: Double) -> String {
    BenchStats.fixed(seconds * 1000, 3) + " ms"
  }

  private static func megabytes(_ kilobytes: Int) -> String {
    BenchStats.fixed(Double(kilobytes) / 1024, 1) + " MB"
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
    let version =
      ChildProcess.run([programs.duoterm, "--version"])?.output.split(separator: "\n").first
      .map { $0.trimmingBlanks } ?? "duoterm (no version: --version failed)"
    say("duoterm-bench · \(version) · \(build)")
    say("command: \(command)")
    say("machine: \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores (nproc) · \(cpu) · Linux \(kernel)")
    say("date:    \(date)")
  }

  // MARK: Frame cost

  private static func frameCost(folder: String) {
    say("")
    say("Frame cost · 200×50 · fold glide frames (F2 every 0.3 s at 60 frames/s: open, close, …)")
    say("  duoterm:   reduce + layout (shownTree mid-glide) + raster (Scene.render) + GridDiff")
    say("             + CursesCellWriter.draw (ncurses, no terminal: newterm on /dev/null)")
    say("  reference: the same finished frame, every cell, prepared ahead as ncurses cells;")
    say("             a wmove per row, wadd_wch per cell, doupdate: no layout, no diff")
    say("  floor:     as the reference, but only the cells duoterm's diff finds changed")
    let (_, repeats) = FrameCostBench.grids(PatternRegistry.standard.first)
    if !repeats {
      say(
        "  note: the glide frames do not repeat from one cycle to the next; figures are approximate"
      )
    }
    var counts: [String: Callgrind.Measurement] = [:]
    var skipped: String? = nil
    if ChildProcess.which("valgrind") == nil {
      skipped = "valgrind is not installed (apt-get install valgrind)"
    } else {
      for (arm, function) in FrameCostBench.arms {
        guard let symbol = Callgrind.symbol(named: function, in: ChildProcess.selfPath) else {
          skipped = "no symbol named \(function) in \(ChildProcess.selfPath) (is nm installed?)"
          break
        }
        progress("callgrind: \(arm) arm, \(FrameCostBench.callgrindFrames) frames")
        switch Callgrind.measure(
          arm: arm, symbol: symbol, frames: FrameCostBench.callgrindFrames, folder: folder)
        {
        case .success(let measurement): counts[arm] = measurement
        case .failure(let skip): skipped = skip.description
        }
        if skipped != nil { break }
      }
    }
    progress("wall time, in process")
    let wall = FrameCostBench.wallTimes(PatternRegistry.standard.first)
    say("")
    say(
      "  \(column("arm", 11, right: false))\(column("instructions/frame", 22))\(column("median wall/frame", 20))"
    )
    let names = [("duoterm", "duoterm"), ("reference", "reference"), ("changed-cells", "floor")]
    for (arm, label) in names {
      let instructions = counts[arm].map { BenchStats.grouped(Int($0.perFrame.rounded())) } ?? "—"
      var time = "—"
      if case .success(let times) = wall {
        time = milliseconds(
          arm == "duoterm"
            ? times.duoterm : arm == "reference" ? times.reference : times.changedCells)
      }
      say("  \(column(label, 11, right: false))\(column(instructions, 22))\(column(time, 20))")
    }
    if let skipped { say("  instructions skipped: \(skipped)") }
    if case .failure(let skip) = wall { say("  wall time skipped: \(skip)") }
    let duoterm = counts["duoterm"]?.perFrame
    let reference = counts["reference"]?.perFrame
    let floor = counts["changed-cells"]?.perFrame
    var ratioLine = "  \(column("ratio", 11, right: false))"
    ratioLine += column(
      duoterm.flatMap { d in reference.map { BenchStats.ratio(d, $0) } } ?? "—", 22)
    if case .success(let times) = wall {
      ratioLine += column(BenchStats.ratio(times.duoterm, times.reference), 20)
    } else {
      ratioLine += column("—", 20)
    }
    if let duoterm, let reference {
      ratioLine +=
        "   duoterm / reference, target ≤ 1.5× (instructions): "
        + verdict("frame cost", duoterm <= 1.5 * reference)
    }
    say(ratioLine)
    if let duoterm, let floor, case .success(let times) = wall {
      say(
        "  \(column("vs floor", 11, right: false))\(column(BenchStats.ratio(duoterm, floor), 22))"
          + "\(column(BenchStats.ratio(times.duoterm, times.changedCells), 20))   (for information)"
      )
    }
    say(
      "  callgrind: \(FrameCostBench.callgrindFrames) frames per arm after one cycle of warm-up; "
        + "wall time: median of 6 × 180 frames per arm, arms in turn")
  }

  // MARK: Bytes

  private static func bytes(folder: String) {
    say("")
    say("Bytes · 200×50 · the settled frame after each change, through duoterm's draw and ncurses")
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
        let parts =
          "\(m.bound.cursorMoves)+\(m.bound.text)+\(m.bound.styleChanges)"
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

  // MARK: Idle and latency

  private static func tmux(folder: String, programs: BenchPrograms, idle: Bool, latency: Bool) {
    say("")
    say("Idle and latency · tmux 200×50 (control mode) · two duoterm --fresh beside duoterm-echo,")
    say("  the smallest ncurses program that shows each key (get_wch, add_wch, refresh; in C)")
    let keys = latency ? TmuxBench.keysPerArm : 0
    progress("tmux: \(idle ? "10 s idle, then " : "")\(latency ? "\(keys) keys each" : "")")
    switch TmuxBench.run(
      folder: folder, programs: programs, idleSeconds: idle ? 10 : 0, keys: keys)
    {
    case .failure(let skip):
      say("  skipped: \(skip)")
    case .success(let f):
      if idle {
        let duoterm = [f.typing, f.navigating]
        let ticks = duoterm.map(\.idleTicks).reduce(0, +)
        say(
          "  idle \(BenchStats.fixed(f.idleSeconds, 0)) s, CPU ticks (utime+stime, \(f.ticksPerSecond)/s):"
            + " duoterm \(duoterm.map { String($0.idleTicks) }.joined(separator: " and "))"
            + " (\(duoterm.map(\.idleOutputs).reduce(0, +)) screen writes),"
            + " echo \(f.echo.idleTicks) (\(f.echo.idleOutputs) screen writes)"
            + "   target 0: " + verdict("idle", ticks == 0))
      }
      if latency {
        let e = f.echo.latencies
        let echoP95 = BenchStats.percentile(e, 95)
        say(
          "  key to first %output of the pane, \(keys) keys each, taking turns:"
        )
        func line(_ label: String, _ arm: TmuxBench.Arm) -> String {
          let p50 = BenchStats.median(arm.latencies)
          let p95 = BenchStats.percentile(arm.latencies, 95)
          return
            "    \(column(label, 46, right: false))p50 \(milliseconds(p50))  p95 \(milliseconds(p95))"
            + (arm.missed > 0 ? "  (\(arm.missed) keys never shown)" : "")
        }
        say(line("echo (x, y)", f.echo))
        let work = [KeyWork.typing, KeyWork.navigating].map {
          KeyWork.median(setup: $0.setup, keys: $0.keys)
        }
        for (index, (label, arm)) in [
          ("duoterm, typing a reply (r; x, Backspace)", f.typing),
          ("duoterm, moving the selection (Down, Up)", f.navigating),
        ].enumerated() {
          let p95 = BenchStats.percentile(arm.latencies, 95)
          let met = !arm.latencies.isEmpty && arm.missed == 0 && p95 <= 2 * echoP95
          say(
            line(label, arm) + "  ratio p95 \(BenchStats.ratio(p95, echoP95))   target ≤ 2×: "
              + verdict("latency \(arm.name)", met))
          if let seconds = work[index] {
            say(
              "      of which duoterm's own work (reduce, render, diff, draw; in process): \(milliseconds(seconds)) median"
            )
          }
        }
        if let dk = f.navigating.peakKilobytes, let ek = f.echo.peakKilobytes {
          say(
            "  peak RSS (VmHWM) after the keys: duoterm \(megabytes(dk)), echo \(megabytes(ek))"
              + " (\(BenchStats.ratio(Double(dk), Double(ek))), for information)")
        }
      }
    }
  }

  // MARK: Headless throughput

  private static func throughput(programs: BenchPrograms) {
    say("")
    say("Headless throughput · 200×50 · in process, as duoterm render (layout + raster)")
    progress("render throughput, 2 s")
    let render = HeadlessBench.renderThroughput()
    let combos = PatternRegistry.standard.ids.count * Pose.allCases.count
    // The device's displays refresh at 120 Hz (documented: seed 003, 120 Hz ProMotion).
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

  // MARK: Memory

  private static func memory() {
    say("")
    say(
      "Memory · \(BenchStats.grouped(HeadlessBench.memoryCycles)) fold/unfold cycles at 200×50 (reduce + render each F2), in a child of the bench"
    )
    progress("memory: \(BenchStats.grouped(HeadlessBench.memoryCycles)) cycles")
    guard let run = ChildProcess.run([ChildProcess.selfPath, "--arm", "memory"]),
      run.status == 0,
      let baseline = ChildProcess.run([ChildProcess.selfPath, "--arm", "baseline"])
    else {
      say("  skipped: this binary could not be run again")
      return
    }
    let values = HeadlessBench.values(run.output)
    let base = HeadlessBench.values(baseline.output)["peak_kb"] ?? -1
    guard let before = values["rss_before_kb"], let after = values["rss_after_kb"],
      let peak = values["peak_kb"], before >= 0, after >= 0, peak >= 0
    else {
      say("  skipped: /proc/self/status could not be read")
      return
    }
    say(
      "  peak RSS (VmHWM): \(megabytes(peak)); the same process that has only started: \(megabytes(base))"
        + " (\(BenchStats.ratio(Double(peak), Double(base))))")
    let growth = after - before
    say(
      "  RSS growth over the cycles: \(BenchStats.grouped(growth)) kB (\(megabytes(before)) → \(megabytes(after)))"
        + "   target ≤ 1 MB: " + verdict("memory growth", growth <= 1024))
  }
}
