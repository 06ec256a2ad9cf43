import CNcursesw
import DuoTermCurses
import DuoTermFill
import DuoTermRender

/// A frame already in ncurses's own cells, for the frame-cost reference arm: what a
/// program that has its screen ready pays to show it. The cells are converted once,
/// ahead of time, by duoterm's writer (the same conversion as its `draw`), and
/// drawn by the full-frame fill in C (`DuoTermFill`), so that drawing them later is
/// ncurses work alone.
///
/// ```swift
/// let frame = PreparedFrame(GridDiff.runs(from: nil, to: grid), writer: screen.writer)
/// frame.draw()
/// ```
struct PreparedFrame {
  /// Each run's row, column and number of cells, in turn.
  private var runs: [Int32] = []
  private var cells: [cchar_t] = []

  init(_ gridRuns: [GridRun], writer: CursesCellWriter) {
    for run in gridRuns {
      let start = cells.count
      for cell in run.cells { cells += writer.cursesCells(cell) }
      runs += [Int32(run.y), Int32(run.x), Int32(cells.count - start)]
    }
  }

  /// The reference writer: a move per run, `wadd_wch` per cell, one update. No
  /// layout, no raster, no diff: the floor any ncurses program pays.
  func draw() {
    cells.withUnsafeBufferPointer { cells in
      duo_fill_draw(cells.baseAddress, runs, Int32(runs.count / 3))
    }
  }
}
