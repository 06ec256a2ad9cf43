/// The cells that differ between two frames, grouped in runs per row, so the front
/// writes only what changed. With no previous frame, or one of another size, every
/// cell is a change.
///
/// ```swift
/// let runs = GridDiff.runs(from: before, to: after)
/// runs.isEmpty  // true when nothing changed: nothing is written
/// ```
public enum GridDiff {
  /// Changed cells in runs. A run never starts on the continuation half of a wide
  /// glyph, so every run can be written as it is.
  public static func runs(from old: CellGrid?, to new: CellGrid) -> [GridRun] {
    let full = old == nil || old!.width != new.width || old!.height != new.height
    var runs: [GridRun] = []
    for y in 0..<new.height {
      var x = 0
      while x < new.width {
        if !full, old![x, y] == new[x, y] {
          x += 1
          continue
        }
        var start = x
        if new[start, y].isContinuation, start > 0 { start -= 1 }
        var end = x + 1
        while end < new.width, full || old![end, y] != new[end, y] || new[end, y].isContinuation {
          end += 1
        }
        var cells: [Cell] = []
        cells.reserveCapacity(end - start)
        for column in start..<end { cells.append(new[column, y]) }
        if let last = runs.last, last.y == y, last.x + last.cells.count == start {
          runs[runs.count - 1].cells += cells
        } else if let last = runs.last, last.y == y, last.x + last.cells.count > start {
          // The run began on a continuation already written: drop the overlap.
          let overlap = last.x + last.cells.count - start
          runs[runs.count - 1].cells += cells.dropFirst(overlap)
        } else {
          runs.append(GridRun(x: start, y: y, cells: cells))
        }
        x = end
      }
    }
    return runs
  }
}
