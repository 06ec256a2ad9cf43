import DuoLayoutCore

/// A layout tree painted alone on its window's blank cells, kept by `ShownFrame` so
/// that the next frame paints again only the rows where its tree differs: a typed
/// key changes a field, not the list beside it, and costs its rows rather than the
/// window.
///
/// What is kept: the tree, the raster and the cells. The next tree is compared with
/// it node by node (equal subtrees are skipped whole); a node that differs in
/// itself, or in how many children it has, marks the rows its old and new subtrees
/// cover. Those rows start blank again and the whole new tree is painted through a
/// clip to them, so every cell ends as a whole painting would leave it: nothing a
/// node draws leaves its rows (a row at least), and painting reads no cell except
/// in a turned half, so a tree with one is painted whole. A different raster or
/// size is painted whole too.
///
/// ```swift
/// var painted = PaintedTree(tree, raster: raster, width: 80, height: 40)
/// painted = PaintedTree(next, raster: raster, width: 80, height: 40, reusing: painted)
/// painted.grid  // as PaintedTree(next, raster: raster, width: 80, height: 40).grid
/// ```
struct PaintedTree: Sendable {
  let tree: LayoutNode
  let raster: Raster
  /// The tree's cells; a test marks them to see which rows the next painting keeps.
  var grid: CellGrid

  /// `tree` painted through `raster` on a blank `width` × `height` grid, starting
  /// from `previous`'s cells when it can.
  init(
    _ tree: LayoutNode, raster: Raster, width: Int, height: Int,
    reusing previous: PaintedTree? = nil
  ) {
    self.tree = tree
    self.raster = raster
    let blank = CellGrid(width: width, height: height)
    if let previous, previous.raster == raster, previous.grid.width == blank.width,
      previous.grid.height == blank.height, !Self.hasTurn(tree)
    {
      var rows: [Range<Int>] = []
      Self.changedRows(previous.tree, tree, raster: raster, into: &rows)
      var canvas = Canvas(grid: previous.grid)
      for band in Self.merged(rows, height: blank.height) {
        canvas.grid.place(
          CellGrid(width: blank.width, height: band.count), x: 0, y: band.lowerBound)
        canvas.clip = CellRect(x: 0, y: band.lowerBound, width: blank.width, height: band.count)
        TreePainter.paint(tree, on: &canvas, raster: raster)
      }
      grid = canvas.grid
      return
    }
    var canvas = Canvas(grid: blank)
    TreePainter.paint(tree, on: &canvas, raster: raster)
    grid = canvas.grid
  }

  /// Adds to `rows` the rows where `old` and `new` can paint differently.
  private static func changedRows(
    _ old: LayoutNode, _ new: LayoutNode, raster: Raster, into rows: inout [Range<Int>]
  ) {
    if old == new { return }
    var oldSelf = old
    var newSelf = new
    oldSelf.children = []
    newSelf.children = []
    if oldSelf == newSelf && old.children.count == new.children.count {
      for (oldChild, newChild) in zip(old.children, new.children) {
        changedRows(oldChild, newChild, raster: raster, into: &rows)
      }
      return
    }
    for node in [old, new] { covered(node, raster: raster, into: &rows) }
  }

  /// The rows `node` and its subtree can paint: each node's own, a row at least.
  private static func covered(_ node: LayoutNode, raster: Raster, into rows: inout [Range<Int>]) {
    rows.append(TreePainter.rows(raster.cells(node.frame)))
    for child in node.children { covered(child, raster: raster, into: &rows) }
  }

  /// `rows` inside `0..<height`, sorted, overlapping or touching ones joined.
  private static func merged(_ rows: [Range<Int>], height: Int) -> [Range<Int>] {
    var bands: [Range<Int>] = []
    for row in rows.map({ $0.clamped(to: 0..<height) }).filter({ !$0.isEmpty }).sorted(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      if let last = bands.last, row.lowerBound <= last.upperBound {
        bands[bands.count - 1] = last.lowerBound..<max(last.upperBound, row.upperBound)
      } else {
        bands.append(row)
      }
    }
    return bands
  }

  private static func hasTurn(_ node: LayoutNode) -> Bool {
    QuarterTurn.normalized(node.quarterTurns) != 0 || node.children.contains(where: hasTurn)
  }
}
