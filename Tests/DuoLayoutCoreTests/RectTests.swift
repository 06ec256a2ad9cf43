import Testing

@testable import DuoLayoutCore

/// Rect, Size and EdgeInsets: the geometry every layout works in.
@Suite("Rect and insets")
struct RectTests {
  @Test("inset takes each edge on its own")
  func insetAsymmetric() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect.inset(by: insets) == Rect(x: 12, y: 21, width: 94, height: 46))
  }

  @Test(
    "inset by one edge moves only that edge",
    arguments: [
      (EdgeInsets(top: 5), Rect(x: 0, y: 5, width: 100, height: 45)),
      (EdgeInsets(left: 5), Rect(x: 5, y: 0, width: 95, height: 50)),
      (EdgeInsets(bottom: 5), Rect(x: 0, y: 0, width: 100, height: 45)),
      (EdgeInsets(right: 5), Rect(x: 0, y: 0, width: 95, height: 50)),
    ])
  func insetOneEdge(insets: EdgeInsets, expected: Rect) {
    #expect(Rect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == expected)
  }

  @Test("the closed display's safe area: right 84 and bottom 34 leave 382 × 644")
  func closedSafeArea() {
    let window = Rect(x: 0, y: 0, width: 466, height: 678)
    #expect(
      window.inset(by: EdgeInsets(bottom: 34, right: 84))
        == Rect(x: 0, y: 0, width: 382, height: 644))
  }

  @Test("inset never gives a negative size")
  func insetClamps() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    let shrunk = rect.inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(shrunk.width == 0 && shrunk.height == 0)
    #expect(shrunk.isEmpty)
  }

  @Test("outset undoes inset")
  func outset() {
    let rect = Rect(x: 455, y: 0, width: 40, height: 669)
    let margins = EdgeInsets(top: 1, left: 20, bottom: 2, right: 30)
    #expect(rect.outset(by: margins) == Rect(x: 435, y: -1, width: 90, height: 672))
    #expect(rect.outset(by: margins).inset(by: margins) == rect)
  }

  @Test(
    "intersects: overlap counts, and a line through the inside; touching edges do not",
    arguments: [
      (Rect(x: 480, y: 10, width: 44, height: 44), true),
      (Rect(x: 495, y: 0, width: 10, height: 10), false),  // touches the right edge
      (Rect(x: 445, y: 0, width: 10, height: 10), false),  // touches the left edge
      (Rect(x: 460, y: 669, width: 10, height: 10), false),  // touches the bottom edge
      (Rect(x: 460, y: -10, width: 10, height: 10), false),  // touches the top edge
      (Rect(x: 494.5, y: 0, width: 10, height: 10), true),  // half a point in
      // A line through it: a fold with no width.
      (Rect(x: 460, y: 10, width: 0, height: 10), true),
      (Rect(x: 455, y: 10, width: 0, height: 10), false),  // a line along its edge
      (Rect(x: 460, y: 680, width: 0, height: 10), false),  // a line below it
      (Rect(x: 0, y: 0, width: 951, height: 669), true),  // contains it
    ])
  func intersects(other: Rect, expected: Bool) {
    let fold = Rect(x: 455, y: 0, width: 40, height: 669)
    #expect(fold.intersects(other) == expected)
    #expect(other.intersects(fold) == expected)
    #expect((fold.intersection(other) != nil) == expected)
  }

  @Test("intersection is the shared area")
  func intersection() {
    let a = Rect(x: 0, y: 0, width: 100, height: 100)
    let b = Rect(x: 60, y: 30, width: 100, height: 20)
    #expect(a.intersection(b) == Rect(x: 60, y: 30, width: 40, height: 20))
  }

  @Test("contains includes edges")
  func contains() {
    let window = Rect(x: 0, y: 0, width: 951, height: 669)
    #expect(window.contains(Rect(x: 867, y: 0, width: 84, height: 124)))
    #expect(!window.contains(Rect(x: 868, y: 0, width: 84, height: 124)))
    #expect(!window.contains(Rect(x: -1, y: 0, width: 10, height: 10)))
  }

  @Test("Rect(minX:minY:maxX:maxY:) takes the corners in any order")
  func cornersInit() {
    let expected = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(Rect(minX: 10, minY: 20, maxX: 40, maxY: 60) == expected)
    #expect(Rect(minX: 40, minY: 60, maxX: 10, maxY: 20) == expected)
  }

  @Test("edges and the middle")
  func edges() {
    let fold = Rect(x: 455, y: 0, width: 40, height: 669)
    #expect(fold.maxX == 495)
    #expect(fold.maxY == 669)
    #expect(fold.midX == 475)
    #expect(fold.midY == 334.5)
  }

  @Test("interpolated blends frames point-wise")
  func interpolated() {
    let a = Rect(x: 0, y: 0, width: 100, height: 100)
    let b = Rect(x: 100, y: 50, width: 200, height: 0)
    #expect(a.interpolated(to: b, 0) == a)
    #expect(a.interpolated(to: b, 1) == b)
    #expect(a.interpolated(to: b, 0.5) == Rect(x: 50, y: 25, width: 150, height: 50))
  }

  @Test("swapped exchanges width and height; isWide follows the space")
  func swapped() {
    let inner = Size(width: 951, height: 669)
    #expect(inner.swapped == Size(width: 669, height: 951))
    #expect(inner.isWide)
    #expect(!inner.swapped.isWide)
  }

  @Test(
    "descriptions print whole points without a fraction",
    arguments: [
      (Rect(x: 455, y: 0, width: 40, height: 669).description, "40×669 at (455, 0)"),
      (Size(width: 455.5, height: 12).description, "455.5×12"),
      (
        EdgeInsets(bottom: 34, right: 84).description,
        "top 0 left 0 bottom 34 right 84"
      ),
    ])
  func descriptions(actual: String, expected: String) {
    #expect(actual == expected)
  }

  @Test("horizontal and vertical sum opposite edges")
  func insetSums() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.horizontal == 6)
    #expect(insets.vertical == 4)
  }
}
