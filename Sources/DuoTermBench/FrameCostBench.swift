import DuoLayoutCore
import DuoTermRender
import Glibc

/// The frame-cost benchmark: DuoTerm's work for a frame of a fold glide at 200×50
/// against a reference arm that writes the same finished cells straight through
/// ncurses. Both draw into ncurses with no terminal (`OffscreenCurses`: `newterm` on
/// `/dev/null`, in C).
///
/// - The duoterm arm is duoterm's own pure pipeline in Swift — reduce, layout of
///   the tree mid-glide, raster, diff (by `ShownFrame`, as the interactive loop
///   does) — then the changed cells converted by duoterm's writer's rules
///   (`FillWriter`, Swift, the bench's copy of `CursesCellWriter`'s, held to the
///   same bytes by a test) and drawn by C (`DuoTermFill`: setcchar and wadd_wch per
///   cell, one doupdate), the ncurses calls duoterm's writer makes. duoterm's real
///   Swift writer is not linked here (duoterm is the only Swift ncurses user): the
///   keys figure measures it, the real `duoterm` under callgrind (`KeyInstructions`).
/// - The reference arm is C alone: every cell of the same frame, converted ahead of
///   time to ncurses's cells (`PreparedFrame`), a move per run, wadd_wch per cell,
///   one doupdate. The floor is the same, for only the cells the diff finds changed.
///
/// Callgrind counts inside one function per arm (`--toggle-collect`), so both arms
/// run the same way in the same kind of process, on the same ncurses screen set up
/// by the same code, with the very frames duoterm produced; and the wall-time
/// rounds take turns between the arms in one process.
///
/// The frames: the phone opens and closes over and over (F2 every 0.3 s, the glide's
/// length), drawn at 60 frames a second, so every frame is a glide frame.
enum FrameCostBench {
  static let size = TerminalSize.standard
  /// Frames in one glide: 0.3 s at 60 frames a second.
  static let framesPerGlide = 18
  /// Open, then close: the frames repeat after this many.
  static let framesPerCycle = 2 * framesPerGlide
  /// Frames each callgrind run counts (after one cycle to warm up).
  static let callgrindFrames = 2 * framesPerCycle

  /// The event of frame `index` and its time: F2 at the start of each glide, a
  /// timer tick on every other frame.
  static func event(_ index: Int) -> (event: Event, time: Double) {
    (index % framesPerGlide == 0 ? .key(.function(2)) : .tick, Double(index) / 60)
  }

  /// DuoTerm's arm: the interactive loop's work for one frame.
  struct DuoTermArm {
    var state: EmulatorState
    var screen = ShownFrame()
    var index = 0

    /// `pattern` on the closed phone, nothing drawn yet.
    init(pattern: PatternID, size: TerminalSize = FrameCostBench.size) {
      state = EmulatorState(pose: .closed, terminal: size, pattern: pattern)
    }

    /// Reduce, render (layout + raster), diff, draw: one frame, as the interactive
    /// loop draws it (`ShownFrame`), drawn by the bench's writer (C ncurses calls).
    mutating func step(_ writer: FillWriter) {
      let (event, time) = FrameCostBench.event(index)
      state = reduce(state, event, at: time)
      writer.draw(screen.update(to: state))
      index += 1
    }

    /// The grid of the next frame without drawing it (to prepare the reference).
    mutating func nextGrid() -> CellGrid {
      let (event, time) = FrameCostBench.event(index)
      state = reduce(state, event, at: time)
      index += 1
      return Scene.render(state)
    }
  }

  /// The reference arm: one cycle of frames, already converted to ncurses cells,
  /// drawn by C.
  struct ReferenceArm {
    var frames: [PreparedFrame]
    var index = 0

    mutating func step() {
      frames[index % frames.count].draw()
      index += 1
    }
  }

  /// The grids of two cycles; the second must repeat the first (checked).
  static func grids(_ pattern: PatternID, size: TerminalSize = size) -> (
    cycle: [CellGrid], repeats: Bool
  ) {
    var arm = DuoTermArm(pattern: pattern, size: size)
    let all = (0..<(2 * framesPerCycle)).map { _ in arm.nextGrid() }
    let first = Array(all[0..<framesPerCycle])
    return (first, first == Array(all[framesPerCycle...]))
  }

  /// The reference's frames: every cell of each grid (`full`), or only the cells
  /// DuoTerm's diff finds changed since the frame before.
  static func referenceFrames(
    _ writer: FillWriter, pattern: PatternID, full: Bool, size: TerminalSize = size
  ) -> [PreparedFrame] {
    let cycle = grids(pattern, size: size).cycle
    return cycle.indices.map { index in
      let previous = index == 0 ? cycle[cycle.count - 1] : cycle[index - 1]
      return writer.prepare(GridDiff.runs(from: full ? nil : previous, to: cycle[index]))
    }
  }

  // The functions callgrind toggles collection on. Their names must stay unique in
  // the binary, and be words the mangler cannot abbreviate (no "Duo", "Term",
  // "Frame", "Cost" or "Bench": those already appear in the mangled name, and would
  // be replaced by back-references); `Callgrind.symbol(named:)` finds them with nm.
  // The reference and the floor share one (identical bodies are merged anyway).

  @inline(never)
  static func callgrindArmDuoterm(_ arm: inout DuoTermArm, _ count: Int, _ writer: FillWriter) {
    for _ in 0..<count { arm.step(writer) }
  }

  @inline(never)
  static func callgrindArmNcurses(_ arm: inout ReferenceArm, _ count: Int) {
    for _ in 0..<count { arm.step() }
  }

  /// The arms by name, for `duoterm-bench --arm NAME`, with their callgrind function.
  static let arms = [
    ("duoterm", "callgrindArmDuoterm"), ("reference", "callgrindArmNcurses"),
    ("changed-cells", "callgrindArmNcurses"),
  ]

  /// `duoterm-bench --arm NAME --frames N`: one cycle to warm up, then `frames`
  /// frames inside the arm's callgrind function. Run under valgrind by the bench.
  static func runArm(
    _ name: String, pattern: PatternID, frames: Int, size: TerminalSize = size
  ) -> Int32 {
    let screen: OffscreenCurses
    do {
      screen = try OffscreenCurses(size: size, outputPath: "/dev/null")
    } catch {
      printError(error.description)
      return 1
    }
    defer { screen.close() }
    let writer = screen.writer
    switch name {
    case "duoterm":
      var arm = DuoTermArm(pattern: pattern, size: size)
      for _ in 0..<framesPerCycle { arm.step(writer) }
      callgrindArmDuoterm(&arm, frames, writer)
    case "reference", "changed-cells":
      var arm = ReferenceArm(
        frames: referenceFrames(
          writer, pattern: pattern, full: name == "reference", size: size))
      for _ in 0..<framesPerCycle { arm.step() }
      callgrindArmNcurses(&arm, frames)
    default:
      printError("unknown arm '\(name)'")
      return 2
    }
    return 0
  }

  /// Median wall time per frame of each arm, in seconds, measured in this process:
  /// `blocks` rounds, each arm in turn, `frames` timed frames a round.
  static func wallTimes(_ pattern: PatternID, blocks: Int = 6, frames: Int = 180) -> Result<
    (duoterm: Double, reference: Double, changedCells: Double), BenchSkip
  > {
    var samples: [String: [Double]] = [:]
    for _ in 0..<blocks {
      for name in ["duoterm", "reference", "changed-cells"] {
        let screen: OffscreenCurses
        do {
          screen = try OffscreenCurses(size: size, outputPath: "/dev/null")
        } catch {
          return .failure(BenchSkip(error.description))
        }
        let writer = screen.writer
        var times: [Double] = []
        times.reserveCapacity(frames)
        if name == "duoterm" {
          var arm = DuoTermArm(pattern: pattern)
          for _ in 0..<framesPerCycle { arm.step(writer) }
          for _ in 0..<frames {
            let start = MonotonicClock.now()
            arm.step(writer)
            times.append(MonotonicClock.now() - start)
          }
        } else {
          var arm = ReferenceArm(
            frames: referenceFrames(
              writer, pattern: pattern, full: name == "reference", size: size))
          for _ in 0..<framesPerCycle { arm.step() }
          for _ in 0..<frames {
            let start = MonotonicClock.now()
            arm.step()
            times.append(MonotonicClock.now() - start)
          }
        }
        screen.close()
        samples[name, default: []] += times
      }
    }
    return .success(
      (
        BenchStats.median(samples["duoterm"]!), BenchStats.median(samples["reference"]!),
        BenchStats.median(samples["changed-cells"]!)
      ))
  }
}
