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
    // Cells are compared in place, as bytes: a cell is plain bytes with nothing
    // between its fields, so equal bytes are equal cells and equal cells have
    // equal bytes (`CellLayoutTests` checks it).
    new.cells.withUnsafeBufferPointer { next in
      (full ? new : old!).cells.withUnsafeBufferPointer { previous in
        func same(_ index: Int) -> Bool {
          sameBytes(
            UnsafeRawPointer(previous.baseAddress! + index),
            UnsafeRawPointer(next.baseAddress! + index))
        }
        for y in 0..<new.height {
          let row = y * width
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

  /// True when the two cells at `a` and `b` have the same bytes.
  @inline(__always)
  private static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    var offset = 0
    while offset + 8 <= MemoryLayout<Cell>.size {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < MemoryLayout<Cell>.size {
      if a.load(fromByteOffset: offset, as: UInt8.self)
        != b.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }
}
