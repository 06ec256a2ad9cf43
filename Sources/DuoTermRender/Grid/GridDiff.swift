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
        // Cells as words, four words to a test.
        func sameWords(_ index: Int, count: Int) -> Bool {
          let a = UnsafeRawPointer(previous.baseAddress! + index)
          let b = UnsafeRawPointer(next.baseAddress! + index)
          let bytes = count * stride
          var offset = 0
          func word(_ at: Int) -> UInt64 {
            a.load(fromByteOffset: at, as: UInt64.self)
              ^ b.load(fromByteOffset: at, as: UInt64.self)
          }
          while offset + 32 <= bytes {
            if word(offset) | word(offset + 8) | word(offset + 16) | word(offset + 24) != 0 {
              return false
            }
            offset += 32
          }
          while offset < bytes {
            if a.load(fromByteOffset: offset, as: UInt64.self)
              != b.load(fromByteOffset: offset, as: UInt64.self)
            {
              return false
            }
            offset += 8
          }
          return true
        }
        // One cell: its few words, unrolled (the count is known when compiled).
        @inline(__always) func same(_ index: Int) -> Bool {
          guard asWords else { return previous[index] == next[index] }
          let a = UnsafeRawPointer(previous.baseAddress! + index)
          let b = UnsafeRawPointer(next.baseAddress! + index)
          var differ: UInt64 = 0
          for word in 0..<(stride / 8) {
            differ |=
              a.load(fromByteOffset: word * 8, as: UInt64.self)
              ^ b.load(fromByteOffset: word * 8, as: UInt64.self)
          }
          return differ == 0
        }
        for y in 0..<new.height {
          let row = y * width
          if !full && asWords && sameWords(row, count: width) { continue }
          var x = 0
          while x < width {
            if !full {
              // Unchanged cells eight at a time, then one at a time.
              while asWords && x + 8 <= width && sameWords(row + x, count: 8) { x += 8 }
              while x < width && same(row + x) { x += 1 }
              if x == width { break }
            }
            var start = x
            if next[row + start].isContinuation, start > 0 { start -= 1 }
            var end = x + 1
            while end < width, full || !same(row + end) || next[row + end].isContinuation {
              end += 1
            }
            let last = runs.count - 1
            if last >= 0, runs[last].y == y, runs[last].x + runs[last].cells.count >= start {
              // It goes on from the last run (past a continuation already written,
              // when it began on one): the cells after the overlap, in place.
              let overlap = runs[last].x + runs[last].cells.count - start
              runs[last].cells.append(contentsOf: next[(row + start + overlap)..<(row + end)])
            } else {
              runs.append(GridRun(x: start, y: y, cells: Array(next[(row + start)..<(row + end)])))
            }
            x = end
          }
        }
      }
    }
    return runs
  }
}
