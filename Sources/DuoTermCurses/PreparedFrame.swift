import CNcursesw
import DuoTermRender

/// A frame already in ncurses's own cells, for the bench's frame-cost reference
/// arm: what a program that has its screen ready pays to show it. The cells are
/// converted once, ahead of time, by duoterm's writer (the same conversion as its
/// `draw`), and handed to a drawer that takes them untyped (the bench's full-frame
/// fill in C), so that drawing them later is ncurses work alone.
///
/// ```swift
/// let frame = PreparedFrame(GridDiff.runs(from: nil, to: grid), writer: screen.writer)
/// frame.draw { cells, runs, count in duo_fill_draw(cells, runs, count) }
/// ```
public struct PreparedFrame {
  /// Each run's row, column and number of cells, in turn.
  private var runs: [Int32] = []
  private var cells: [cchar_t] = []

  public init(_ gridRuns: [GridRun], writer: CursesCellWriter) {
    for run in gridRuns {
      let start = cells.count
      for cell in run.cells { cells += writer.cursesCells(cell) }
      runs += [Int32(run.y), Int32(run.x), Int32(cells.count - start)]
    }
  }

  /// Hands the cells (ncurses's `cchar_t`, untyped) and the runs to `drawer`: run
  /// i starts at row `runs[3i]`, column `runs[3i+1]` and is `runs[3i+2]` cells
  /// long, `count` runs in all.
  public func draw(
    by drawer: (_ cells: UnsafeRawPointer?, _ runs: UnsafePointer<Int32>?, _ count: Int32) -> Void
  ) {
    cells.withUnsafeBufferPointer { cells in
      runs.withUnsafeBufferPointer { runs in
        drawer(UnsafeRawPointer(cells.baseAddress), runs.baseAddress, Int32(runs.count / 3))
      }
    }
  }
}
