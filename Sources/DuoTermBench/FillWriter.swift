import DuoTermFill
import DuoTermRender

/// The bench's cell writer: turns a grid's changed cells into the C drawer's cells
/// (`duo_fill_cell`: characters in UTF-32, ncurses attributes, a colour pair) by
/// the rules of duoterm's own writer (`CursesCellWriter` in `duoterm`, which the
/// bench cannot link: duoterm is the only Swift ncurses user), and has `DuoTermFill`
/// draw them. The rules are shared where they can be — a grapheme fitted to the C
/// library's width (`Cell.cursesText`), a colour pair made on first use
/// (`ColorPairs`) — and the loop around them (attributes converted once per style
/// change, runs) is written again in C terms; a test draws every pattern's frames
/// both ways and holds the two to the same bytes, so the two cannot drift unseen.
///
/// ```swift
/// let screen = try OffscreenCurses(size: .standard, outputPath: "/dev/null")
/// screen.writer.draw(GridDiff.runs(from: nil, to: grid))
/// ```
final class FillWriter {
  private var pairs = ColorPairs()
  private let colorsAvailable: Bool
  /// The cells of the frame being drawn, written in place (as duoterm's writer
  /// converts each cell into one buffer): storage kept from frame to frame.
  private var cells = UnsafeMutablePointer<duo_fill_cell>.allocate(capacity: 1)
  private var capacity = 1
  private var count = 0
  private var runs: [duo_fill_run] = []

  /// A writer for a screen whose colours were started (`colors`) or not.
  init(colors: Bool) {
    colorsAvailable = colors
  }

  deinit { cells.deallocate() }

  /// Converts the changed cells and has C draw them in one update (setcchar and
  /// wadd_wch per cell): what duoterm's writer does with them.
  ///
  /// ```swift
  /// writer.draw(GridDiff.runs(from: shown, to: grid))
  /// ```
  func draw(_ gridRuns: [GridRun]) {
    guard !gridRuns.isEmpty else { return }
    pack(gridRuns)
    runs.withUnsafeBufferPointer { runs in
      duo_fill_draw(cells, runs.baseAddress, Int32(runs.count))
    }
  }

  /// The same cells converted to ncurses's own now, to draw later with no work but
  /// ncurses's: the frame-cost reference.
  ///
  /// ```swift
  /// let frame = writer.prepare(GridDiff.runs(from: nil, to: grid))
  /// frame.draw()
  /// ```
  func prepare(_ gridRuns: [GridRun]) -> PreparedFrame {
    pack(gridRuns)
    return runs.withUnsafeBufferPointer { runs in
      PreparedFrame(duo_fill_prepare(cells, runs.baseAddress, Int32(runs.count)))
    }
  }

  /// Fills `cells` and `runs` with `gridRuns`, as duoterm's writer walks them.
  private func pack(_ gridRuns: [GridRun]) {
    // A cell of the grid gives at most one of ncurses's: a wide one and its
    // continuation give one, or two with a space after.
    let needed = gridRuns.reduce(0) { $0 + $1.cells.count }
    if needed > capacity {
      cells.deallocate()
      capacity = needed
      cells = .allocate(capacity: capacity)
    }
    count = 0
    runs.removeAll(keepingCapacity: true)
    // Neighbouring cells mostly share a style: convert it once per change.
    var style = Style.plain
    var attrs = attributes(style)
    var pair = pair(style)
    for run in gridRuns {
      let start = count
      for cell in run.cells where !cell.isContinuation {
        if cell.style != style {
          style = cell.style
          attrs = attributes(style)
          pair = self.pair(style)
        }
        let pad = put(cell, attrs, pair)
        if pad { put(space: attrs, pair) }
      }
      runs.append(
        duo_fill_run(row: Int32(run.y), column: Int32(run.x), count: Int32(count - start)))
    }
  }

  /// Writes the next cell; returns true when a space must follow.
  private func put(_ cell: Cell, _ attrs: UInt32, _ pair: Int16) -> Bool {
    let slot = cells + count
    count += 1
    slot.pointee.attributes = attrs
    slot.pointee.pair = pair
    return fill(text(slot), cell)
  }

  /// Writes a space after a cell that needs one to make up its width.
  private func put(space attrs: UInt32, _ pair: Int16) {
    let slot = cells + count
    count += 1
    slot.pointee.attributes = attrs
    slot.pointee.pair = pair
    let buffer = text(slot)
    buffer[0] = 0x20
    buffer[1] = 0
  }

  /// A cell's characters (its first field, a C array of UInt32).
  private func text(_ slot: UnsafeMutablePointer<duo_fill_cell>) -> UnsafeMutableBufferPointer<
    UInt32
  > {
    UnsafeMutableBufferPointer(
      start: UnsafeMutableRawPointer(slot).assumingMemoryBound(to: UInt32.self),
      count: Int(DUO_FILL_TEXT_CAPACITY))
  }

  /// What to draw for the cell, fitted to the C library's width as duoterm's writer
  /// fits it (`Cell.cursesText`); true when a space must follow.
  private func fill(_ buffer: UnsafeMutableBufferPointer<UInt32>, _ cell: Cell) -> Bool {
    cell.cursesText(into: buffer) { duo_fill_wcwidth($0) }
  }

  private func attributes(_ style: Style) -> UInt32 {
    duo_fill_attributes(
      style.isBold ? 1 : 0, style.isDim ? 1 : 0, style.isReverse ? 1 : 0, style.isUnderline ? 1 : 0)
  }

  /// The colour pair for a style, made on first use (a terminal may have only 64).
  private func pair(_ style: Style) -> Int16 {
    guard colorsAvailable else { return 0 }
    return pairs.pair(for: style, limit: duo_fill_color_pairs()) { duo_fill_init_pair($0, $1, $2) }
  }
}
