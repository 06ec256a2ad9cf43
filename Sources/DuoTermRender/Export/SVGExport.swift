/// A grid as an SVG picture: a dark page, one rectangle per run of background
/// colour, and each glyph in a `<text>` of its own at its cell's column × the cell
/// width, so the bezels, the fold band and every glyph land where the terminal
/// draws them in every renderer. No run spans cells: a font whose advance is not
/// the cell's (a CJK fallback, ImageMagick's own renderer, which ignores
/// `textLength` and `xml:space`) cannot shift what follows.
///
/// ```swift
/// let svg = SVGExport.render(grid, title: "list-detail in book")
/// ```
public enum SVGExport {
  static let cellWidth = 8.4
  static let cellHeight = 17.0
  static let fontSize = 14.0

  /// The colour a terminal of the xterm palette shows for `color`.
  static func hex(_ color: Color, foreground: Bool) -> String {
    switch color {
    case .default: foreground ? "#d0d0d0" : "#1c1c1c"
    case .black: "#000000"
    case .red: "#cd3131"
    case .green: "#0dbc79"
    case .yellow: "#e5e510"
    case .blue: "#2472c8"
    case .magenta: "#bc3fbc"
    case .cyan: "#11a8cd"
    case .white: "#e5e5e5"
    }
  }

  /// The grid as a standalone SVG document; `title` becomes its `<title>`.
  public static func render(_ grid: CellGrid, title: String) -> String {
    let width = Double(grid.width) * cellWidth
    let height = Double(grid.height) * cellHeight
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
      viewBox="0 0 \(number(width)) \(number(height))" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" \
      font-size="\(number(fontSize))">
      <title>\(escape(title))</title>
      <rect width="100%" height="100%" fill="\(hex(.default, foreground: false))"/>

      """
    for y in 0..<grid.height {
      var runs: [(x: Int, style: Style, glyphs: [(x: Int, character: Character)], columns: Int)] =
        []
      for x in 0..<grid.width {
        let cell = grid[x, y]
        if cell.isContinuation { continue }
        if let last = runs.last, last.style == cell.style, last.x + last.columns == x {
          runs[runs.count - 1].glyphs.append((x, cell.character))
          runs[runs.count - 1].columns += Int(cell.width)
        } else {
          runs.append((x, cell.style, [(x, cell.character)], Int(cell.width)))
        }
      }
      let top = Double(y) * cellHeight
      let baseline = top + cellHeight * 0.78
      for run in runs {
        let (fg, bg) = colours(run.style)
        if bg != hex(.default, foreground: false) {
          out +=
            "<rect x=\"\(number(Double(run.x) * cellWidth))\" y=\"\(number(top))\" "
            + "width=\"\(number(Double(run.columns) * cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(bg)\"/>\n"
        }
        guard run.glyphs.contains(where: { $0.character != " " }) else { continue }
        var attributes = "fill=\"\(fg)\""
        if run.style.isBold { attributes += " font-weight=\"bold\"" }
        if run.style.isDim { attributes += " fill-opacity=\"0.6\"" }
        if run.style.isUnderline { attributes += " text-decoration=\"underline\"" }
        out += "<g \(attributes)>"
        for (x, character) in run.glyphs {
          let text = escape(String(character))
          guard character != " ", !text.isEmpty else { continue }
          out +=
            "<text x=\"\(number(Double(x) * cellWidth))\" y=\"\(number(baseline))\">\(text)</text>"
        }
        out += "</g>\n"
      }
    }
    out += "</svg>\n"
    return out
  }

  static func colours(_ style: Style) -> (String, String) {
    let fg = hex(style.foreground, foreground: true)
    let bg = hex(style.background, foreground: false)
    if style.isReverse {
      return (
        style.background == .default ? hex(.default, foreground: false) : bg,
        style.foreground == .default ? hex(.default, foreground: true) : fg
      )
    }
    return (fg, bg)
  }

  static func number(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String((value * 100).rounded() / 100)
  }

  /// Text safe inside an XML element or attribute; control characters dropped.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          continue
        }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
