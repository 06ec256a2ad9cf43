import DuoLayoutCore

/// A tour as one animated SVG that plays by itself in a browser or a README on a
/// code host: no script, only CSS keyframes, looping. It is made in virtual time,
/// as `HeadlessCast` is: the state runs to each frame time (`framesPerSecond`),
/// and each frame is stored as the cells that changed since the one before, a
/// group shown from its time to the end of the loop over everything before it.
/// A run of cells (its background and its glyphs, each glyph at its own column)
/// is defined once and used wherever and whenever it shows again, so a word that
/// glides across the screen is stored once, not once a frame.
///
/// ```swift
/// let start = script.startState(terminal: TerminalSize(columns: 100, rows: 30))
///   .playingTour(script, at: 0)
/// let svg = SVGAnimation.render(from: start, until: start.now + script.duration, title: "fold")
/// ```
public enum SVGAnimation {
  /// Frames a second. A glide (0.3 s) shows in 4 or 5 steps: enough to follow the
  /// motion, a quarter of the frames of 60. Basis: design.
  public static let framesPerSecond = 15.0
  /// The drawing's units: a cell is `cellWidth` × `cellHeight` of them, so every
  /// place is a whole number: shorter than pixels with a decimal, and each frame
  /// is mostly places.
  static let cellWidth = 10
  static let cellHeight = 20
  /// A cell on screen: 8 × 16 px, a whole number of pixels, so each frame's
  /// backgrounds meet the next cell's exactly. At a fractional cell (8.4 px, as
  /// `SVGExport`'s still) crisp edges round each rectangle its own way, and the
  /// frames lying under the current one showed through the seams as faint specks
  /// in Chromium.
  static let pixelsPerCell = (width: 8, height: 16)
  /// Font size and baseline in those units (about 13.3 px, 78 % of the row).
  static let fontSize = "16.67"
  static let baseline = 16
  /// Seconds the last frame stays before the loop starts again.
  public static let hold = 1.5

  /// The SVG of `start` run until `end` (seconds on its clock).
  public static func render(from start: EmulatorState, until end: Double, title: String) -> String {
    render(Stage([start]), until: end, title: title)
  }

  /// The SVG of the phones of a comparison, side by side in `terminal`.
  public static func render(
    comparing starts: [EmulatorState], in terminal: TerminalSize, until end: Double,
    title: String
  ) -> String {
    render(Stage(starts, terminal: terminal), until: end, title: title)
  }

  static func render(_ start: Stage, until end: Double, title: String) -> String {
    var frames: [(time: Double, runs: [GridRun])] = []
    var state = start
    var grid = state.frame
    frames.append((0, GridDiff.runs(from: nil, to: grid)))
    let count = Int(((end - start.now) * framesPerSecond).rounded(.up))
    for index in 1...max(1, count) {
      // The last frame just before the end: the tour's last caption stays.
      let time = min(end - 1e-6, start.now + Double(index) / framesPerSecond)
      state = state.running(until: time)
      let next = state.frame
      let runs = GridDiff.runs(from: grid, to: next)
      if !runs.isEmpty { frames.append((time - start.now, runs)) }
      grid = next
    }
    let loop = max(end - start.now, 0) + hold
    return document(frames, width: grid.width, height: grid.height, loop: loop, title: title)
  }

  /// The SVG text of `frames` on a `width` × `height` grid looping every `loop` s.
  static func document(
    _ frames: [(time: Double, runs: [GridRun])], width: Int, height: Int, loop: Double,
    title: String
  ) -> String {
    var pieces = Pieces()
    var body = ""
    var keyframes = ""
    for (index, frame) in frames.enumerated() {
      let uses = Self.uses(frame.runs, pieces: &pieces)
      if index == 0 {
        body += "<g>\(uses)</g>\n"
      } else {
        // Shown from its time to the loop's end: later frames lie over it.
        let percent = SVGExport.number(frame.time / loop * 100)
        keyframes +=
          "@keyframes k\(index){0%{visibility:hidden}\(percent)%,to{visibility:visible}}\n"
        body += "<g class=\"f\" style=\"animation-name:k\(index)\">\(uses)</g>\n"
      }
    }
    let pixelWidth = width * pixelsPerCell.width
    let pixelHeight = height * pixelsPerCell.height
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(pixelWidth)" height="\(pixelHeight)" \
      viewBox="0 0 \(width * cellWidth) \(height * cellHeight)" \
      font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="\(fontSize)" \
      shape-rendering="crispEdges" fill="\(SVGExport.hex(.default, foreground: false))">
      <title>\(SVGExport.escape(title))</title>
      <style>
      text:not([fill]){fill:\(SVGExport.hex(.default, foreground: true))}
      .f{visibility:hidden;animation-duration:\(SVGExport.number(loop))s;animation-timing-function:step-end;animation-iteration-count:infinite}
      \(keyframes)</style>
      <defs>
      \(pieces.definitions)</defs>
      <rect width="100%" height="100%"/>
      \(body)</svg>

      """
  }

  /// The runs placed: each run is one piece (`Pieces`), or a group of pieces
  /// defined once as a whole (a row of a panel repeats down the screen and from
  /// frame to frame), so each run costs one `<use>`.
  static func uses(_ runs: [GridRun], pieces: inout Pieces) -> String {
    var out = ""
    for run in runs {
      let parts = Self.pieces(of: run)
      let id: String
      if parts.count == 1, let only = parts.first {
        id = pieces.id(for: only.cells)
      } else {
        id = pieces.id(forRun: run.cells) { pieces in
          parts.map { part in
            let x = (part.x - run.x) * cellWidth
            return "<use href=\"#\(pieces.id(for: part.cells))\"\(x == 0 ? "" : " x=\"\(x)\"")/>"
          }.joined()
        }
      }
      let x = run.x == 0 ? "" : " x=\"\(run.x * cellWidth)\""
      let y = run.y == 0 ? "" : " y=\"\(run.y * cellHeight)\""
      out += "<use href=\"#\(id)\"\(x)\(y)/>"
    }
    return out
  }

  /// `run` split where its style changes: each piece one background and one look.
  static func pieces(of run: GridRun) -> [(x: Int, cells: [Cell])] {
    var result: [(x: Int, cells: [Cell])] = []
    var x = run.x
    for cell in run.cells {
      if let last = result.last, last.cells.last?.style == cell.style {
        result[result.count - 1].cells.append(cell)
      } else {
        result.append((x, [cell]))
      }
      x += 1
    }
    return result
  }

  /// The pieces defined so far, each once: its id by its cells.
  struct Pieces {
    var ids: [[Cell]: String] = [:]
    var runs: [[Cell]: String] = [:]
    var definitions = ""

    /// The id of a run of several pieces, defined by `uses` the first time.
    mutating func id(forRun cells: [Cell], uses: (inout Pieces) -> String) -> String {
      if let id = runs[cells] { return id }
      let id = "r" + String(runs.count, radix: 36)
      runs[cells] = id
      let body = uses(&self)
      definitions += "<g id=\"\(id)\">\(body)</g>\n"
      return id
    }

    mutating func id(for cells: [Cell]) -> String {
      if let id = ids[cells] { return id }
      let id = "d" + String(ids.count, radix: 36)
      ids[cells] = id
      definitions += Self.definition(cells, id: id)
      return id
    }

    /// A piece at (0, 0): its background over whatever was there, then its text
    /// in chunks, each character with its own x (its column), so browsers keep
    /// every glyph to the grid. A chunk holds narrow glyphs and single spaces
    /// (more spaces end it: text collapses them); a wide or composed glyph is a
    /// chunk of its own, so a renderer that reads only a chunk's first x
    /// (`rsvg-convert`) still starts each at its column.
    static func definition(_ cells: [Cell], id: String) -> String {
      let page = SVGExport.hex(.default, foreground: false)
      guard let style = cells.first?.style else { return "" }
      let (fg, bg) = SVGExport.colours(style)
      var out =
        "<g id=\"\(id)\"><rect width=\"\(cells.count * cellWidth)\" height=\"\(cellHeight)\""
        + (bg == page ? "/>" : " fill=\"\(bg)\"/>")
      var chunks: [(xs: [String], text: String)] = []
      var open = false
      var spaces: [Int] = []
      for (column, cell) in cells.enumerated() where !cell.isContinuation {
        if cell.character == " " {
          spaces.append(column)
          continue
        }
        let glyph = SVGExport.escape(String(cell.character))
        guard !glyph.isEmpty else { continue }
        let narrow = cell.width == 1 && cell.character.utf16.count == 1
        if open && narrow && spaces.count <= 1 {
          for space in spaces {
            chunks[chunks.count - 1].xs.append(String(space * cellWidth))
            chunks[chunks.count - 1].text += " "
          }
          chunks[chunks.count - 1].xs.append(String(column * cellWidth))
          chunks[chunks.count - 1].text += glyph
        } else {
          chunks.append(([String(column * cellWidth)], glyph))
        }
        open = narrow
        spaces = []
      }
      if !chunks.isEmpty {
        // The colour on each text (the page's text colour is the style sheet's,
        // for a text with none); the rest once for the piece.
        let fill = fg == SVGExport.hex(.default, foreground: true) ? "" : "fill=\"\(fg)\" "
        var attributes: [String] = []
        if style.isBold { attributes.append("font-weight=\"bold\"") }
        if style.isDim { attributes.append("fill-opacity=\"0.6\"") }
        if style.isUnderline { attributes.append("text-decoration=\"underline\"") }
        let grouped = chunks.count > 1 && !attributes.isEmpty
        let own = grouped || attributes.isEmpty ? "" : attributes.joined(separator: " ") + " "
        out += grouped ? "<g \(attributes.joined(separator: " "))>" : ""
        for chunk in chunks {
          out +=
            "<text \(fill)\(own)x=\"\(chunk.xs.joined(separator: " "))\" y=\"\(baseline)\">\(chunk.text)</text>"
        }
        out += grouped ? "</g>" : ""
      }
      return out + "</g>\n"
    }
  }
}
