import CNcursesw
import DuoTermCurses
import DuoTermRender

/// A frame already in ncurses's own cells, for the frame-cost reference arm: what a
/// program that has its screen ready pays to show it. The cells are converted once,
/// ahead of time, by duoterm's writer (the same conversion as its `draw`), so that
/// drawing them later is ncurses work alone.
///
/// ```swift
/// let frame = PreparedFrame(GridDiff.runs(from: nil, to: grid), writer: screen.writer)
/// frame.draw()
/// ```
struct PreparedFrame {
  private var segments: [(y: Int32, x: Int32, range: Range<Int>)] = []
  private var cells: [cchar_t] = []

  init(_ runs: [GridRun], writer: CursesCellWriter) {
    for run in runs {
      let start = cells.count
      for cell in run.cells { cells += writer.cursesCells(cell) }
      segments.append((Int32(run.y), Int32(run.x), start..<cells.count))
    }
  }

  /// The reference writer: a move per segment, `wadd_wch` per cell, one update.
  /// No layout, no raster, no diff: the floor any ncurses program pays.
  func draw() {
    let screen = duo_stdscr()
    cells.withUnsafeBufferPointer { cells in
      for segment in segments {
        wmove(screen, segment.y, segment.x)
        for index in segment.range { wadd_wch(screen, cells.baseAddress! + index) }
      }
    }
    wnoutrefresh(screen)
    doupdate()
  }
}
