import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `Canvas.write` takes shortcuts for ASCII and for scalars that stand alone; it
/// must draw what writing grapheme by grapheme draws, in any clip.
@Suite("Canvas write")
struct CanvasWriteTests {
  /// Writing the slow way: each grapheme at its column, a control as `·`, stopping
  /// at the clip's right edge.
  static func reference(_ text: String, x: Int, y: Int, style: Style, on canvas: inout Canvas) {
    guard y >= canvas.clip.y, y < canvas.clip.maxY else { return }
    var column = x
    for character in text {
      var w = TerminalWidth.of(character)
      var glyph = character
      if w == 0 {
        glyph = "·"
        w = 1
      }
      if column + w > canvas.clip.maxX { break }
      if column >= canvas.clip.x {
        canvas.grid.set(Cell(glyph, width: UInt8(w), style: style), x: column, y: y)
      }
      column += w
    }
  }

  static let pool: [UInt32] = [
    0x61, 0x20, 0x0D, 0x0A, 0x09, 0x7F, 0xA9, 0xE9, 0x301, 0x600, 0x200D, 0xFE0F, 0x1F469,
    0x1F3FD, 0x1F1EB, 0x1100, 0x1161, 0x6F22, 0x2764, 0x25CF, 0x2026,
    // Inert symbols: a column a scalar unless something joins them.
    0xB7, 0x2014, 0x2502, 0x2593, 0x25B6,
  ]
  /// Scalars that are each a column of their own: the plain path's text.
  static let plainPool: [UInt32] = [0x61, 0x20, 0xB7, 0xE9, 0x2014, 0x2026, 0x2502, 0x2593, 0x25B6]

  @Test("every text in every clip draws as grapheme by grapheme", arguments: [1, 2, 3])
  func matchesTheSlowWay(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let style = Style(foreground: .cyan, isBold: true)
    for _ in 0..<1500 {
      var text = ""
      for _ in 0..<Int(random.next() % 16) {
        text.unicodeScalars.append(
          Unicode.Scalar(Self.pool[Int(random.next() % UInt64(Self.pool.count))])!)
      }
      switch random.next() % 4 {
      case 0: text = "plain ascii " + text
      case 1: text = String(repeating: "ab c", count: Int(random.next() % 5))
      case 2:
        text = ""
        for _ in 0..<Int(random.next() % 16) {
          text.unicodeScalars.append(
            Unicode.Scalar(Self.plainPool[Int(random.next() % UInt64(Self.plainPool.count))])!)
        }
      default: break
      }
      var base = CellGrid(width: 14, height: 3)
      base.write("漢字漢字漢字漢", x: 0, y: 1)
      let clip = CellRect(
        x: Int(random.next() % 5), y: 0, width: Int(random.next() % 12), height: 3)
      let x = Int(random.next() % 8) - 2
      var fast = Canvas(grid: base, clip: clip)
      var slow = fast
      fast.write(text, x: x, y: 1, style: style)
      Self.reference(text, x: x, y: 1, style: style, on: &slow)
      #expect(fast.grid == slow.grid, "\(text.unicodeScalars.map(\.value)) at \(x) in \(clip)")
    }
  }
}
