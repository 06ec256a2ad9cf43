import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `PaintedTree`: a tree painted again over the last one's cells paints only the
/// rows where the trees differ, and those as a whole painting does.
@Suite("Painted tree")
struct PaintedTreeTests {
  /// A reply with `x` typed, then `y`: the trees and the window's raster and size.
  static func typing() throws -> (
    before: LayoutNode, after: LayoutNode, raster: Raster, width: Int, height: Int
  ) {
    var state = EmulatorState(pose: .closed, terminal: .standard)
    for (index, key) in [Key.character("r"), .character("x")].enumerated() {
      state = reduce(state, .key(key), at: Double(index))
    }
    let next = reduce(state, .key(.character("y")), at: 2)
    let window = try #require(SceneLayout(state: next)).app
    var raster = window.raster
    raster.originX = 0
    raster.originY = 0
    return (state.shownTree, next.shownTree, raster, window.window.width, window.window.height)
  }

  @Test("a typed key paints its field's rows again, as a whole painting does, and keeps the rest")
  func aTypedKeyPaintsTheFieldsRows() throws {
    let typed = try Self.typing()
    var last = PaintedTree(
      typed.before, raster: typed.raster, width: typed.width, height: typed.height)
    let whole = PaintedTree(
      typed.after, raster: typed.raster, width: typed.width, height: typed.height)
    let field = try #require(typed.after.allNodes.first { $0.id == "detail.draft" })
    let fieldRows = TreePainter.rows(typed.raster.cells(field.frame))
    #expect(last.grid != whole.grid, "the key changed the field")
    // A mark in every row: kept where the rows are not painted again.
    let mark = Cell("#", style: .plain)
    for y in 0..<typed.height { last.grid.set(mark, x: 0, y: y) }
    var next = last
    next.paint(typed.after, raster: typed.raster, width: typed.width, height: typed.height)
    for y in 0..<typed.height {
      let row = (0..<typed.width).map { next.grid[$0, y] }
      if fieldRows.contains(y) {
        #expect(row == (0..<typed.width).map { whole.grid[$0, y] }, "row \(y), the field's")
      } else {
        #expect(row[0] == mark, "row \(y) was painted again")
      }
    }
  }

  @Test("another raster or size paints the tree whole")
  func anotherRasterPaintsWhole() throws {
    let typed = try Self.typing()
    var last = PaintedTree(
      typed.before, raster: typed.raster, width: typed.width, height: typed.height)
    last.grid.set(Cell("#", style: .plain), x: 0, y: 0)
    var moved = typed.raster
    moved.scale += 1
    for (raster, width) in [(moved, typed.width), (typed.raster, typed.width - 1)] {
      var next = last
      next.paint(typed.after, raster: raster, width: width, height: typed.height)
      #expect(
        next.grid
          == PaintedTree(typed.after, raster: raster, width: width, height: typed.height).grid)
    }
  }

  @Test("a node is compared by every property it has")
  func everyPropertyIsCompared() throws {
    let typed = try Self.typing()
    let properties = Set(Mirror(reflecting: typed.after).children.compactMap(\.label))
    #expect(properties == PaintedTree.comparedProperties)
  }
}

/// `PaintedPart`: a part painted again for what it showed keeps its cells and says
/// no row changed; for anything else it is painted whole.
@Suite("Painted part")
struct PaintedPartTests {
  @Test("the same content keeps the cells, another paints them whole")
  func sameContentKeepsTheCells() throws {
    var kept: PaintedPart<String>? = nil
    var paintings = 0
    func paint(_ text: String, width: Int = 8) {
      PaintedPart.paint(&kept, shows: text, width: width, height: 1) {
        paintings += 1
        $1.write($0, x: 0, y: 0, style: .plain)
      }
    }
    paint("one")
    #expect(kept?.changed == nil)
    paint("one")
    #expect(kept?.changed == 0..<0)
    #expect(paintings == 1)
    #expect(kept?.grid.text == "one     ")
    paint("two")
    #expect(kept?.changed == nil)
    #expect(kept?.grid.text == "two     ")
    paint("two", width: 5)
    #expect(kept?.grid.text == "two  ")
    #expect(paintings == 3)
  }
}
