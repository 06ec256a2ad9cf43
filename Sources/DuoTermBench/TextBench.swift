import DuoLayoutCore
import DuoTermRender

/// Two costs of `duoterm render`: turning a large frame into text (instructions a
/// cell), and a pattern's first frame in a process (its first layout: for the
/// book, breaking it into pages), each counted by callgrind inside one function.
enum TextBench {
  /// The terminal the text figure draws: 300,000 cells.
  static let size = TerminalSize(columns: 1000, rows: 300)

  /// Frames the text figure writes out.
  static let repeats = 3

  /// `CellGrid.text` of `grid`, `count` times. Its name is unique in the binary,
  /// for `--toggle-collect` (see `FrameCostBench`).
  @inline(never)
  static func callgrindPrintCells(_ grid: CellGrid, _ count: Int) -> Int {
    var bytes = 0
    for _ in 0..<count { bytes &+= grid.text.utf8.count }
    return bytes
  }

  /// `duoterm-bench --arm text --frames N`: the open phone at 1000×300, drawn
  /// once (not counted), written out as text N times.
  static func runTextArm(frames count: Int) -> Int32 {
    let grid = Scene.render(EmulatorState(pose: .open, terminal: size))
    return callgrindPrintCells(grid, count) > 0 ? 0 : 1
  }

  /// The first frame of `pattern`, closed, at 200×50: the state made and drawn.
  @inline(never)
  static func callgrindFirstFrame(_ pattern: PatternID) -> Int {
    Scene.render(EmulatorState(pose: .closed, terminal: .standard, pattern: pattern)).width
  }

  /// `duoterm-bench --arm first-frame --pattern P --frames 1`: the device profile
  /// read first (every pattern needs it; not counted), then `pattern`'s first frame.
  static func runFirstFrameArm(_ pattern: PatternID) -> Int32 {
    _ = DeviceProfile.iPhoneDuo
    return callgrindFirstFrame(pattern) > 0 ? 0 : 1
  }
}
