import DuoLayoutCore

/// A layout tree painted on its window's blank cells, with what goes over it there
/// (`WindowOverlay`: the fold, the occlusions, the hinge), kept by `ShownFrame` so
/// that the next frame paints again only the rows where its tree differs: a typed
/// key changes a field, not the list beside it, and costs its rows rather than the
/// window. The grid is handed to the frame as it is (no copy to paint the overlay
/// on), with the rows that changed (`changed`), so the frame compares and copies
/// only those.
///
/// What is kept: the tree, the raster and the cells. The next tree is compared with
/// it node by node (equal subtrees are skipped whole); a node that differs in
/// itself, or in how many children it has, marks the rows its old and new subtrees
/// cover. The rows from the first marked to the last start blank again and the whole
/// new tree is painted once through a clip to them, so every cell ends as a whole painting would leave it: nothing a
/// node draws leaves its rows (a row at least), and painting reads no cell except
/// in a turned half, so a tree with one is painted whole. A different raster,
/// size or overlay is painted whole too. The overlay is painted again on the same
/// rows: each of its cells depends on its row alone.
///
/// ```swift
/// var painted = PaintedTree(tree, raster: raster, width: 80, height: 40)
/// painted.paint(next, raster: raster, width: 80, height: 40)
/// painted.grid  // as PaintedTree(next, raster: raster, width: 80, height: 40).grid
/// ```
struct PaintedTree: Sendable {
  private(set) var tree: LayoutNode
  private(set) var raster: Raster
  private(set) var overlay: WindowOverlay?
  /// The tree's cells and the overlay's; a test marks them to see which rows the
  /// next painting keeps.
  var grid: CellGrid
  /// The rows the last painting changed: nil when it painted the grid whole.
  private(set) var changed: Range<Int>?

  /// `tree` painted through `raster` on a blank `width` × `height` grid, `overlay`
  /// over it.
  init(
    _ tree: LayoutNode, raster: Raster, width: Int, height: Int, overlay: WindowOverlay? = nil
  ) {
    self.tree = tree
    self.raster = raster
    self.overlay = overlay
    var canvas = Canvas(grid: CellGrid(width: width, height: height))
    TreePainter.paint(tree, on: &canvas, raster: raster)
    overlay?.paint(over: tree, on: &canvas)
    grid = canvas.grid
  }

  /// Becomes `tree` painted through `raster` on a blank `width` × `height` grid,
  /// `overlay` over it, painting again only the rows where the tree differs from
  /// the tree painted now.
  mutating func paint(
    _ tree: LayoutNode, raster: Raster, width: Int, height: Int, overlay: WindowOverlay? = nil
  ) {
    guard raster == self.raster, grid.width == max(0, width), grid.height == max(0, height),
      overlay == self.overlay, !Self.hasTurn(tree)
    else {
      self = PaintedTree(tree, raster: raster, width: width, height: height, overlay: overlay)
      return
    }
    var rows: [Range<Int>] = []
    Self.changedRows(self.tree, tree, raster: raster, into: &rows)
    self.tree = tree
    guard let band = Self.span(rows, height: grid.height) else {
      changed = 0..<0
      return
    }
    changed = band
    // One band, from the first changed row to the last: each painting walks the
    // whole tree (and wraps its text), so a glide that moves rows all over the
    // window costs one walk, not one per run of changed rows.
    // The cells move to the canvas and back: painted in place, not copied.
    var canvas = Canvas(grid: grid)
    grid = CellGrid(width: 0, height: 0)
    canvas.grid.place(
      CellGrid(width: canvas.grid.width, height: band.count), x: 0, y: band.lowerBound)
    canvas.clip = CellRect(x: 0, y: band.lowerBound, width: canvas.grid.width, height: band.count)
    TreePainter.paint(tree, on: &canvas, raster: raster)
    overlay?.paint(over: tree, on: &canvas)
    grid = canvas.grid
  }

  /// Adds to `rows` the rows where `old` and `new` can paint differently.
  private static func changedRows(
    _ old: LayoutNode, _ new: LayoutNode, raster: Raster, into rows: inout [Range<Int>]
  ) {
    if sameSelf(old, new) && old.children.count == new.children.count {
      for (oldChild, newChild) in zip(old.children, new.children) {
        changedRows(oldChild, newChild, raster: raster, into: &rows)
      }
      return
    }
    for node in [old, new] { covered(node, raster: raster, into: &rows) }
  }

  /// True when `a` and `b` are the same but for their children: every stored
  /// property of `LayoutNode` but `children` (a test checks the list is whole).
  static func sameSelf(_ a: LayoutNode, _ b: LayoutNode) -> Bool {
    a.id == b.id && a.role == b.role && a.frame == b.frame && a.emphasis == b.emphasis
      && a.key == b.key && a.quarterTurns == b.quarterTurns && a.direction == b.direction
  }

  /// The properties `sameSelf` compares, and `children`: for the test.
  static let comparedProperties: Set<String> = [
    "id", "role", "frame", "emphasis", "key", "quarterTurns", "direction", "children",
  ]

  /// The rows `node` and its subtree can paint: each node's own, a row at least.
  private static func covered(_ node: LayoutNode, raster: Raster, into rows: inout [Range<Int>]) {
    rows.append(TreePainter.rows(raster.cells(node.frame)))
    for child in node.children { covered(child, raster: raster, into: &rows) }
  }

  /// The rows from the first of `rows` to the last, inside `0..<height`; nil when
  /// none is inside.
  private static func span(_ rows: [Range<Int>], height: Int) -> Range<Int>? {
    let inside = rows.map { $0.clamped(to: 0..<height) }.filter { !$0.isEmpty }
    guard let low = inside.map(\.lowerBound).min(), let high = inside.map(\.upperBound).max()
    else { return nil }
    return low..<high
  }

  private static func hasTurn(_ node: LayoutNode) -> Bool {
    QuarterTurn.normalized(node.quarterTurns) != 0 || node.children.contains(where: hasTurn)
  }
}
