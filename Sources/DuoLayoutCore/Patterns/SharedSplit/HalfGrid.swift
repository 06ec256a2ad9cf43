/// The text grid of one half in its owner's space: whole columns and lines from
/// (0, 0), and nodes placed on them with IDs under the seat. Every shared-split
/// screen builds its halves with it, so text lands on whole cells however the half
/// is turned.
struct HalfGrid {
  let seat: Seat
  let env: LayoutEnvironment
  /// Cells kept free on every side (for the half's box).
  var inset = 0
  /// Columns kept free inside the box on its left and right, so text does not
  /// run along the outline.
  var padding = 0
  /// The side, left or right in the owner's space, where one more column is kept
  /// free: a half with no box, beside the other, would run its lines into the
  /// other half's.
  var seamGap: Side? = nil
  /// True when the half is turned a quarter (face to face, side by side): the
  /// owner's lines run down the glass, each a column of upright glyphs, so two
  /// lines of text side by side would read as one interleaved line. A blank line
  /// goes between blocks of text then: one short line, then space, then the next.
  var isSideways = false

  var metrics: TextMetrics { env.textMetrics }
  var columns: Int {
    max(
      0,
      metrics.columns(in: env.windowSize.width) - 2 * (inset + padding)
        - (seamGap == nil ? 0 : 1))
  }
  var lines: Int { max(0, metrics.lines(in: env.windowSize.height) - 2 * inset) }

  /// Where the grid starts: the points left over after whole cells, shared out on
  /// both sides, so the two halves' grids sit alike on the glass however they turn
  /// (and pong's court meets itself across the seam).
  var origin: Point {
    let size = env.windowSize
    let whole = (
      width: Double(metrics.columns(in: size.width)) * metrics.columnWidth,
      height: Double(metrics.lines(in: size.height)) * metrics.lineHeight
    )
    return Point(x: (size.width - whole.width) / 2, y: (size.height - whole.height) / 2)
  }

  /// `width` columns (to the end of the line when nil) from `column` on `line`,
  /// `height` lines tall.
  func frame(line: Int, column: Int = 0, width: Int? = nil, height: Int = 1) -> Rect {
    let w = width ?? max(0, columns - column)
    let origin = origin
    let skip = seamGap == .left ? 1 : 0
    return Rect(
      x: origin.x + Double(column + inset + padding + skip) * metrics.columnWidth,
      y: origin.y + Double(line + inset) * metrics.lineHeight,
      width: Double(w) * metrics.columnWidth, height: Double(height) * metrics.lineHeight)
  }

  /// Every whole cell inside the inset.
  var area: Rect { frame(line: 0, width: columns, height: lines) }

  /// The ID `seat.name`.
  func id(_ name: String) -> String { "\(seat.id).\(name)" }

  /// A text node on `line`, cut to fit.
  func text(
    _ name: String, _ text: String, line: Int, column: Int = 0, width: Int? = nil,
    emphasis: Emphasis = .normal
  ) -> LayoutNode {
    let w = width ?? max(0, columns - column)
    return LayoutNode(
      id: id(name), role: .text(TextLine.truncate(text, to: w)),
      frame: frame(line: line, column: column, width: w), emphasis: emphasis)
  }

  /// A text node on `line`, centred across the half.
  func centred(_ name: String, _ text: String, line: Int, emphasis: Emphasis = .normal)
    -> LayoutNode
  {
    let shown = TextLine.truncate(text, to: columns)
    let width = TerminalWidth.of(shown)
    return LayoutNode(
      id: id(name), role: .text(shown),
      frame: frame(line: line, column: max(0, (columns - width) / 2), width: width),
      emphasis: emphasis)
  }

  /// Lines kept free above the status line at the bottom of the half: one when
  /// the half is sideways, so the status does not run into the block above it.
  var statusGap: Int { isSideways ? 1 : 0 }

  /// Blocks stacked from `top`, dropping the least important (lowest priority, the
  /// later of equals) until they fit in `available` lines, and centred in those
  /// lines. Sideways, a spaced block is followed by a blank line. Returns the
  /// nodes and the line after the last block.
  func stack(_ blocks: [Block], from top: Int, available: Int) -> (nodes: [LayoutNode], end: Int) {
    var kept = Array(blocks.enumerated())
    func height(_ block: Block) -> Int {
      block.height + (isSideways && block.spaced && block.height > 0 ? 1 : 0)
    }
    while kept.map({ height($0.element) }).reduce(0, +) > available, !kept.isEmpty {
      let drop = kept.indices.min { a, b in
        let pa = kept[a].element.priority
        let pb = kept[b].element.priority
        return pa < pb || (pa == pb && kept[a].offset > kept[b].offset)
      }!
      kept.remove(at: drop)
    }
    var line = top + max(0, available - kept.map({ height($0.element) }).reduce(0, +)) / 2
    var nodes: [LayoutNode] = []
    for (_, block) in kept {
      nodes += block.make(line)
      line += height(block)
    }
    return (nodes, line)
  }

  /// Some lines of a half and how much they matter when space is short.
  struct Block {
    var priority: Int
    var height: Int
    /// Sideways, a blank line follows it (text); false for a block that belongs
    /// against the next one (a column cursor over its board).
    var spaced = true
    var make: (Int) -> [LayoutNode]

    init(priority: Int, height: Int, spaced: Bool = true, make: @escaping (Int) -> [LayoutNode]) {
      self.priority = priority
      self.height = height
      self.spaced = spaced
      self.make = make
    }

    /// Empty lines.
    static func gap(_ height: Int = 1, priority: Int = 0) -> Block {
      Block(priority: priority, height: height, spaced: false) { _ in [] }
    }
  }
}
