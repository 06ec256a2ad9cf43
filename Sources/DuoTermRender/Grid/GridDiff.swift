/// The cells that differ between two frames, grouped in runs per row, so the front
/// writes only what changed. With no previous frame, or one of another size, every
/// cell is a change. A part of a frame (the lit display's window, the status row)
/// can be compared with the cells under it in the frame on screen.
///
/// ```swift
/// let runs = GridDiff.runs(from: before, to: after)
/// runs.isEmpty  // true when nothing changed: nothing is written
/// ```
public enum GridDiff {
  /// Changed cells in runs. A run never starts on the continuation half of a wide
  /// glyph, so every run can be written as it is.
  public static func runs(from old: CellGrid?, to new: CellGrid) -> [GridRun] {
    let same = old.map { $0.width == new.width && $0.height == new.height } ?? false
    return runs(from: same ? old : nil, to: new, x: 0, y: 0)
  }

  /// The runs that turn the cells of `old` from (`x`, `y`) on into `part`'s, in
  /// `old`'s coordinates: `part` is drawn there over the frame on screen. With no
  /// `old`, or a `part` that does not fit inside it at (`x`, `y`), every cell of
  /// `part` is a change. Only `rows` of `part` are compared when given (the others
  /// are known to be the same).
  public static func runs(
    from old: CellGrid?, to part: CellGrid, x: Int, y: Int, rows: Range<Int>? = nil
  ) -> [GridRun] {
    let fits = old.map {
      x >= 0 && y >= 0 && x + part.width <= $0.width && y + part.height <= $0.height
    }
    let full = fits != true
    var runs: [GridRun] = []
    let width = part.width
    let oldWidth = full ? width : old!.width
    // Cells are compared in place, as words: a cell is plain bytes with nothing
    // undefined in it, so equal words are equal cells and equal cells have equal
    // words (`GlyphTests` checks the layout). An unchanged row is one comparison.
    let stride = MemoryLayout<Cell>.stride
    let asWords = MemoryLayout<Cell>.size == stride && stride % 8 == 0
    part.cells.withUnsafeBufferPointer { next in
      (full ? part : old!).cells.withUnsafeBufferPointer { previous in
        // `count` cells from `index` in `part` and `before` in `old`, four words to a test.
        func sameWords(_ index: Int, _ before: Int, count: Int) -> Bool {
          let a = UnsafeRawPointer(previous.baseAddress! + before)
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
            if word(offset) != 0 { return false }
            offset += 8
          }
          return true
        }
        // One cell: its few words, unrolled (the count is known when compiled).
        @inline(__always) func same(_ index: Int, _ before: Int) -> Bool {
          guard asWords else { return previous[before] == next[index] }
          let a = UnsafeRawPointer(previous.baseAddress! + before)
          let b = UnsafeRawPointer(next.baseAddress! + index)
          var differ: UInt64 = 0
          for word in 0..<(stride / 8) {
            differ |=
              a.load(fromByteOffset: word * 8, as: UInt64.self)
              ^ b.load(fromByteOffset: word * 8, as: UInt64.self)
          }
          return differ == 0
        }
        for row in full ? 0..<part.height : (rows ?? 0..<part.height).clamped(to: 0..<part.height) {
          let start = row * width
          // The same row's cells in `old`, from the part's left edge.
          let shift = full ? 0 : (y + row) * oldWidth + x - start
          if !full && asWords && sameWords(start, start + shift, count: width) { continue }
          var column = 0
          while column < width {
            if !full {
              // Unchanged cells eight at a time, then one at a time.
              while asWords && column + 8 <= width
                && sameWords(start + column, start + column + shift, count: 8)
              {
                column += 8
              }
              while column < width && same(start + column, start + column + shift) {
                column += 1
              }
              if column == width { break }
            }
            var first = column
            if next[start + first].isContinuation, first > 0 { first -= 1 }
            var end = column + 1
            while end < width,
              full || !same(start + end, start + end + shift) || next[start + end].isContinuation
            {
              end += 1
            }
            let last = runs.count - 1
            if last >= 0, runs[last].y == y + row,
              runs[last].x + runs[last].cells.count >= x + first
            {
              // It goes on from the last run (past a continuation already written,
              // when it began on one): the cells after the overlap, in place.
              let overlap = runs[last].x + runs[last].cells.count - (x + first)
              runs[last].cells.append(contentsOf: next[(start + first + overlap)..<(start + end)])
            } else {
              runs.append(
                GridRun(
                  x: x + first, y: y + row, cells: Array(next[(start + first)..<(start + end)])))
            }
            column = end
          }
        }
      }
    }
    return runs
  }
}
