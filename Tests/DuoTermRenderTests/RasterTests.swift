import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `Raster`: points to cells, rounding edges, not sizes.
@Suite("Raster")
struct RasterTests {
  static let scales = [8.0, 10.25, 19.25, 22.25, 24]

  @Test("the doc example: the fold at 8 pt a column")
  func docExample() {
    let raster = Raster(scale: 8, originX: 2, originY: 1)
    #expect(
      raster.cells(Rect(x: 455, y: 0, width: 40, height: 669))
        == CellRect(x: 59, y: 1, width: 5, height: 42))
  }

  @Test("two frames that touch at 455 touch in cells: no gap, no overlap", arguments: scales)
  func adjacentAtFold(scale: Double) {
    let raster = Raster(scale: scale, originX: 3, originY: 2)
    let left = raster.cells(Rect(x: 0, y: 0, width: 455, height: 669))
    let right = raster.cells(Rect(x: 455, y: 0, width: 496, height: 669))
    let whole = raster.cells(Rect(x: 0, y: 0, width: 951, height: 669))
    #expect(left.maxX == right.x)
    #expect(left.width + right.width == whole.width)
    #expect(left.x == whole.x && right.maxX == whole.maxX)
    #expect(left.intersection(right).isEmpty)
    #expect(left.height == right.height)
  }

  @Test("side, fold, side tile the window held wide", arguments: scales)
  func sideFoldSide(scale: Double) {
    let raster = Raster(scale: scale)
    let first = raster.cells(Rect(minX: 0, minY: 0, maxX: 455, maxY: 669))
    let fold = raster.cells(Rect(minX: 455, minY: 0, maxX: 495, maxY: 669))
    let second = raster.cells(Rect(minX: 495, minY: 0, maxX: 951, maxY: 669))
    #expect(first.maxX == fold.x)
    #expect(fold.maxX == second.x)
    #expect(fold.width >= 1)
  }

  @Test("rows: frames that touch at y 455 touch in cells", arguments: scales)
  func adjacentRows(scale: Double) {
    let raster = Raster(scale: scale, originX: 1, originY: 1)
    let top = raster.cells(Rect(x: 0, y: 0, width: 669, height: 455))
    let bottom = raster.cells(Rect(x: 0, y: 455, width: 669, height: 496))
    #expect(top.maxY == bottom.y)
    #expect(
      top.height + bottom.height == raster.cells(Rect(x: 0, y: 0, width: 669, height: 951)).height)
  }

  @Test("any split point: the two sides always share their edge", arguments: scales)
  func everySplit(scale: Double) {
    let raster = Raster(scale: scale, originX: 5, originY: 0)
    let whole = raster.cells(Rect(x: 0, y: 0, width: 951, height: 669))
    for tenth in stride(from: 0, through: 9510, by: 7) {
      let split = Double(tenth) / 10
      let left = raster.cells(Rect(minX: 0, minY: 0, maxX: split, maxY: 669))
      let right = raster.cells(Rect(minX: split, minY: 0, maxX: 951, maxY: 669))
      #expect(left.maxX == right.x, "split at \(split)")
      #expect(left.width + right.width == whole.width, "split at \(split)")
    }
  }

  @Test("a one-point frame still shows as a band one cell thick", arguments: scales)
  func bandMinimum(scale: Double) {
    let raster = Raster(scale: scale, originX: 2, originY: 1)
    for x in stride(from: 0.0, through: 940, by: 13.5) {
      let thin = Rect(x: x, y: 0, width: 1, height: 669)
      let band = raster.band(thin)
      #expect(band.width >= 1, "x \(x)")
      #expect(band.height == raster.cells(thin).height)
      let flat = Rect(x: 0, y: x / 2, width: 669, height: 1)
      #expect(raster.band(flat).height >= 1, "y \(x / 2)")
    }
  }

  @Test("a band wide enough to show is the same as its cells", arguments: scales)
  func bandMatchesCells(scale: Double) {
    let raster = Raster(scale: scale, originX: 4, originY: 2)
    let fold = Rect(x: 455, y: 0, width: 40, height: 669)
    #expect(raster.band(fold) == raster.cells(fold))
  }

  @Test("the thin band sits on the rect's middle")
  func bandPlacement() {
    let raster = Raster(scale: 24, originX: 10, originY: 0)
    let band = raster.band(Rect(x: 100, y: 0, width: 1, height: 669))
    #expect(band.x == 10 + 4)  // 100.5 / 24 = 4.19
    #expect(band.width == 1)
  }

  @Test("the origin shifts every cell")
  func origin() {
    let plain = Raster(scale: 8)
    let shifted = Raster(scale: 8, originX: 7, originY: 3)
    let rect = Rect(x: 100, y: 50, width: 200, height: 300)
    let a = plain.cells(rect)
    let b = shifted.cells(rect)
    #expect(b == CellRect(x: a.x + 7, y: a.y + 3, width: a.width, height: a.height))
  }
}
