import DuoLayoutCore

/// The hinge seen from the side: the two halves of the phone as two lines meeting
/// at the hinge angle, drawn in Braille dots (two across and four down a cell, so a
/// dot is about square) fine enough that every 15° step reads apart: flat is one
/// straight line, 90° an L, closed one line folded back on itself. The angle is
/// always written with it: under it between the displays, beside its bottom row
/// when it sits under the phone (where rows are scarce and columns are not). F6
/// and F7 change it.
///
/// ```swift
/// HingeView.lines(angle: 180)  // ["          ", "⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒"]-like: one flat line
/// ```
public enum HingeView {
  /// Cells across.
  public static let width = 5
  /// Rows of the drawing.
  public static let height = 2
  /// Rows of the caption under it, when there is room.
  public static let captionRows = 1
  /// Columns the angle takes beside the drawing, a space included: the widest
  /// angle a profile's step gives ("112.5°").
  public static let captionColumns = 7

  /// The drawing's rows of Braille characters at `angle` degrees.
  public static func lines(angle: Double) -> [String] {
    let dotsWide = width * 2
    let dotsHigh = height * 4
    var dots = Array(repeating: Array(repeating: false, count: dotsWide), count: dotsHigh)
    func plot(_ x: Double, _ y: Double) {
      let column = Int(x.rounded())
      let row = Int(y.rounded())
      guard (0..<dotsWide).contains(column), (0..<dotsHigh).contains(row) else { return }
      dots[row][column] = true
    }
    // The hinge at the bottom middle; one half lies to the right, the other turns
    // up from it by the angle (a closed phone's halves a hair apart, so both show).
    let vertex = (x: Double(dotsWide / 2), y: Double(dotsHigh - 1))
    let length = Double(dotsWide / 2)
    let radians = max(8, min(180, angle)) * .pi / 180
    let (cosine, sine) = (HingeView.sine(.pi / 2 - radians), HingeView.sine(radians))
    var t = 0.0
    while t <= length {
      plot(vertex.x + t, vertex.y)
      plot(vertex.x + t * cosine, vertex.y - t * sine)
      t += 0.25
    }
    let bits: [(dx: Int, dy: Int, bit: UInt32)] = [
      (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08),
      (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40), (1, 3, 0x80),
    ]
    return (0..<height).map { row in
      String(
        String.UnicodeScalarView(
          (0..<width).map { cell in
            var value: UInt32 = 0x2800
            for bit in bits where dots[row * 4 + bit.dy][cell * 2 + bit.dx] {
              value |= bit.bit
            }
            return Unicode.Scalar(value)!
          }))
    }
  }

  /// The sine of `x` radians (-π … π), to a dot's precision and more: the render
  /// module has no maths library.
  static func sine(_ x: Double) -> Double {
    var term = x
    var sum = x
    for n in stride(from: 2, through: 14, by: 2) {
      term *= -x * x / Double(n * (n + 1))
      sum += term
    }
    return sum
  }

  /// Draws the view for `angle` in `rect`: the drawing, then the angle under it
  /// when `rect` has a row for it, else beside the drawing's bottom row when
  /// `rect` is wider than the drawing.
  public static func paint(angle: Double, in rect: CellRect, on canvas: inout Canvas) {
    for (index, line) in lines(angle: angle).enumerated() where index < rect.height {
      canvas.write(line, x: rect.x, y: rect.y + index, style: Palette.hinge)
    }
    let caption = "\(angle.pointText)°"
    if rect.height > height {
      canvas.write(
        caption, x: rect.x + max(0, (rect.width - TerminalWidth.of(caption)) / 2),
        y: rect.y + height, style: Palette.hingeCaption)
    } else if rect.width > width + 1 {
      canvas.write(
        String(caption.prefix(rect.width - width - 1)), x: rect.x + width + 1,
        y: rect.y + min(rect.height, height) - 1, style: Palette.hingeCaption)
    }
  }
}
