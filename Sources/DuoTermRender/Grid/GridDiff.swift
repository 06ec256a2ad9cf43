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
    let width = new.width
    // Cells are compared in place, as words: a cell is plain bytes with nothing
    // undefined in it, so equal words are equal cells and equal cells have equal
    // words (`GlyphTests` checks the layout). An unchanged row is one comparison.
    let stride = MemoryLayout<Cell>.stride
    let asWords = MemoryLayout<Cell>.size == stride && stride % 8 == 0
    new.cells.withUnsafeBufferPointer { next in
      (full ? new : old!).cells.withUnsafeBufferPointer { previous in
        func sameWords(_ index: Int, count: Int) -> Bool {
          let a = UnsafeRawPointer(previous.baseAddress! + index)
          let b = UnsafeRawPointer(next.baseAddress! + index)
          for word in 0..<(count * stride / 8)
          where a.load(fromByteOffset: word * 8, as: UInt64.self)
            != b.load(fromByteOffset: word * 8, as: UInt64.self)
          {
            return false
          }
          return true
        }
        func same(_ index: Int) -> Bool {
          asWords ? sameWords(index, count: 1) : previous[index] == next[index]
        }
        for y in 0..<new.height {
          let row = y * width
          if !full && asWords && sameWords(row, count: width) { continue }
          var x = 0
          while x < width {
            if !full, same(row + x) {
              x += 1
              continue
            }
            var start = x
            if next[row + start].isContinuation, start > 0 { start -= 1 }
            var end = x + 1
            while end < width, full || !same(row + end) || next[row + end].isContinuation {
              end += 1
            }
            let cells = Array(next[(row + start)..<(row + end)])
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
      }
    }
    return runs
  }
}
