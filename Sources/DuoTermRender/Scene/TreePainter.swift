import DuoLayoutCore

/// Draws a layout tree on a canvas through a raster. Each role has one look; a
/// node's emphasis is inherited by its children (a dimmed half dims all it holds).
public enum TreePainter {
  /// Paints `node` and its subtree.
  public static func paint(_ node: LayoutNode, on canvas: inout Canvas, raster: Raster) {
    paint(node, on: &canvas, raster: raster, inherited: .plain)
  }

  private static func paint(
    _ node: LayoutNode, on canvas: inout Canvas, raster: Raster, inherited: Style
  ) {
    if node.role.isHidden { return }
    let rect = raster.cells(node.frame)
    // A node outside the clip's rows draws nothing (a part of a frame painted again,
    // `PaintedTree`): nor do its children when it clips them, but the others may.
    let clips: Bool =
      switch node.role {
      case .scroll, .grid, .container: true
      default: false
      }
    if !rows(rect).overlaps(canvas.clip.y..<canvas.clip.maxY) {
      if clips || QuarterTurn.normalized(node.quarterTurns) != 0 { return }
      var style = inherited
      Palette.apply(node.emphasis, to: &style)
      for child in node.children {
        paint(child, on: &canvas, raster: raster, inherited: style)
      }
      return
    }
    var style = inherited
    // A selected box that holds its content (a feed card) is reversed whole. One
    // drawn around siblings (a half's outline, the half on turn) shows it in the
    // outline alone: a reversed fill would leave only its blanks reversed behind
    // the siblings' text, and would hide a score's flash.
    let outlineOnly: Bool =
      switch node.role {
      case .container(.boxed): node.emphasis == .selected && node.children.isEmpty
      default: false
      }
    if !outlineOnly { Palette.apply(node.emphasis, to: &style) }
    switch node.role {
    case .container(let container):
      switch container {
      case .plain, .panel:
        if Palette.fillsBackground(node.emphasis) { canvas.fill(rect, style: style) }
      case .boxed(let title):
        if !outlineOnly && Palette.fillsBackground(node.emphasis) {
          canvas.fill(rect, style: style)
        }
        var boxStyle = Palette.box
        boxStyle.isDim = style.isDim
        boxStyle.isReverse = inherited.isReverse  // a flashing half flashes its outline too
        if node.emphasis == .selected || node.emphasis == .focused || node.emphasis == .alert {
          Palette.apply(node.emphasis == .selected ? .focused : node.emphasis, to: &boxStyle)
          boxStyle.foreground = node.emphasis == .alert ? .red : .yellow
          boxStyle.background = .default
        }
        canvas.box(
          rect, style: boxStyle, heavy: node.emphasis == .selected,
          title: title.map { BidiText.visualLine($0, layout: .leftToRight) })
      case .bar:
        var barStyle = Palette.bar
        barStyle.isDim = style.isDim
        canvas.fill(rect, style: barStyle)
      case .hidden:
        return
      }
    case .control(let symbol, let title):
      var controlStyle = Palette.control
      controlStyle.isDim = inherited.isDim
      Palette.apply(node.emphasis, to: &controlStyle)
      canvas.fill(rect, style: controlStyle)
      let full = BidiText.visual(
        "\(symbol) \(title)",
        base: BidiText.paragraphDirection(title) ?? node.direction ?? .leftToRight)
      // The title only with a column to spare each side, as the layout sizes a
      // titled control: a touch target just wide enough for it (a side bar's
      // item) shows its symbol alone, like its neighbours.
      let label = TerminalWidth.of(full) + 2 <= rect.width ? full : symbol
      let x = rect.x + max(0, (rect.width - TerminalWidth.of(label)) / 2)
      canvas.write(label, x: x, y: rect.y + (rect.height - 1) / 2, style: controlStyle)
    case .field(let text, let cursor, let placeholder):
      paintField(
        text: text, cursor: cursor, placeholder: placeholder, rect: rect,
        direction: node.direction ?? .leftToRight, on: &canvas, inherited: inherited)
    case .text(let text):
      if node.emphasis == .selected || node.emphasis == .alert { canvas.fill(rect, style: style) }
      for (index, line) in TextWrap.lines(text, width: rect.width, limit: rect.height).enumerated()
      {
        write(line, in: rect, row: rect.y + index, direction: node.direction, style, on: &canvas)
      }
    case .label(let text):
      if node.emphasis == .selected || node.emphasis == .alert { canvas.fill(rect, style: style) }
      let lines = TextWrap.paragraphs(text).prefix(rect.height)
      canvas.clipping(to: rect) { inside in
        for (index, line) in lines.enumerated() {
          write(line, in: rect, row: rect.y + index, direction: node.direction, style, on: &inside)
        }
      }
    case .image(let glyph, _):
      paintImage(glyph, rect: rect, style: style, on: &canvas)
    case .scroll, .grid:
      if Palette.fillsBackground(node.emphasis) { canvas.fill(rect, style: style) }
    case .decoration(let glyph):
      canvas.fill(rect, with: glyph.first ?? " ", style: mergeDecoration(style))
    }
    if QuarterTurn.normalized(node.quarterTurns) != 0 {
      paintTurned(node, in: rect, on: &canvas, raster: raster, inherited: style)
      return
    }
    canvas.clipping(to: clips ? rect : canvas.clip) { inner in
      for child in node.children {
        paint(child, on: &inner, raster: raster, inherited: style)
      }
    }
  }

  /// The rows a node with cells `rect` can draw on: its own, and its first even
  /// when it has none (a control's symbol is written on it).
  static func rows(_ rect: CellRect) -> Range<Int> {
    rect.y..<max(rect.maxY, rect.y + 1)
  }

  /// One line of text in visual order (`BidiText`), in the direction its own first
  /// letter gives (English stays left to right in a right-to-left layout), aligned
  /// to the leading edge of the node's direction: the left edge of `rect` left to
  /// right, its right edge right to left. A fitted row (`TextLine.fit`) holds its
  /// letters in isolates, so it runs the node's way, each part its own way inside;
  /// the marks are never drawn.
  private static func write(
    _ line: some StringProtocol, in rect: CellRect, row: Int, direction: LayoutDirection?,
    _ style: Style, on canvas: inout Canvas
  ) {
    let layout = direction ?? .leftToRight
    let shown = BidiText.visualLine(String(line), layout: layout)
    let x = layout == .rightToLeft ? max(rect.x, rect.maxX - TerminalWidth.of(shown)) : rect.x
    canvas.write(shown, x: x, y: row, style: style)
  }

  /// The children of a turned node (a face-to-face half): painted for their owner on
  /// a grid of the owner's cells — what is under the half already, turned the
  /// owner's way — with the owner's raster (`Raster.turned`: each frame rounded
  /// where it lands on the glass), then turned onto the canvas, clipped as any
  /// child is.
  private static func paintTurned(
    _ node: LayoutNode, in rect: CellRect, on canvas: inout Canvas, raster: Raster,
    inherited: Style
  ) {
    let turns = QuarterTurn.normalized(node.quarterTurns)
    var owner = Canvas(grid: canvas.grid.cells(in: rect).turned(clockwise: -turns))
    let ownerRaster = raster.turned(turns, slot: node.frame, cells: rect)
    for child in node.children {
      paint(child, on: &owner, raster: ownerRaster, inherited: inherited)
    }
    let glass = owner.grid.turned(clockwise: turns)
    let clip = canvas.clip.intersection(rect)
    for y in 0..<glass.height {
      for x in 0..<glass.width {
        let cell = glass[x, y]
        let (cx, cy) = (rect.x + x, rect.y + y)
        guard !cell.isContinuation, cx >= clip.x, cy >= clip.y, cy < clip.maxY,
          cx + Int(max(1, cell.width)) <= clip.maxX
        else { continue }
        canvas.grid.set(cell, x: cx, y: cy)
      }
    }
  }

  /// An image: a box around its glyph where the cells hold one (three rows and a
  /// column either side of the glyph), else the glyph in parentheses, `(AL)`, on
  /// the middle row; centred either way.
  private static func paintImage(
    _ glyph: String, rect: CellRect, style: Style, on canvas: inout Canvas
  ) {
    let width = TerminalWidth.of(glyph)
    let boxed = rect.height >= 3 && rect.width >= width + 2
    let shown = boxed ? glyph : "(\(glyph))"
    if boxed {
      var boxStyle = Palette.box
      boxStyle.isDim = style.isDim
      canvas.box(
        CellRect(x: rect.x, y: rect.y + (rect.height - 3) / 2, width: width + 2, height: 3),
        style: boxStyle)
    }
    let x = boxed ? rect.x + 1 : rect.x + max(0, (rect.width - TerminalWidth.of(shown)) / 2)
    canvas.clipping(to: rect) { inside in
      inside.write(shown, x: x, y: rect.y + (rect.height - 1) / 2, style: style)
    }
  }

  private static func mergeDecoration(_ style: Style) -> Style {
    var merged = Palette.decoration
    merged.isDim = true
    merged.isReverse = style.isReverse
    return merged
  }

  /// A text field: its placeholder, or its text wrapped at words with the cursor
  /// on its character. Wrapping is in logical order (the order typed); then each
  /// line is put in visual order on its own (`BidiText`, UAX #9 L1–L2 apply to a
  /// line), in its paragraph's direction — its first strong character's, else the
  /// field's, as for a row — so Hebrew typed into a left-to-right field runs right
  /// to left and English in a right-to-left field keeps its order. The cursor is a
  /// block on the character it stands before, wherever that character landed; at
  /// the end of a line it is a cell of its own beside the last character typed, on
  /// the side the next one of that script would go (left of Hebrew, right of
  /// English; a trailing space goes the paragraph's way). Right to left, each line
  /// sits at the field's leading edge, the right (as a field with natural alignment
  /// does in a right-to-left layout). A line's trailing spaces (the blank a wrap
  /// leaves) take no room unless the cursor is on them or after them.
  private static func paintField(
    text: String, cursor: Int?, placeholder: String, rect: CellRect, direction: LayoutDirection,
    on canvas: inout Canvas, inherited: Style
  ) {
    var style = Palette.field
    style.isDim = inherited.isDim
    canvas.fill(rect, style: style)
    guard rect.width > 0, rect.height > 0 else { return }
    if text.isEmpty && cursor == nil {
      var hint = Palette.fieldPlaceholder
      hint.isDim = true
      let shown = TextLine.truncate(placeholder, to: rect.width)
      let x = direction == .rightToLeft ? rect.maxX - TerminalWidth.of(shown) : rect.x
      canvas.write(shown, x: x, y: rect.y, style: hint)
      return
    }
    // Lay the text out cell by cell so the cursor lands where the character is,
    // breaking lines between words (a word wider than the field is cut).
    // Each character's columns are measured once, where it is placed.
    var placed: [(character: Character, x: Int, y: Int, width: Int)] = []
    var x = rect.x
    var y = rect.y
    var lineStart = 0
    var wordStart = 0
    for character in text {
      if character == "\n" {
        placed.append((character, x, y, 1))
        x = rect.x
        y += 1
        lineStart = placed.count
        wordStart = placed.count
        continue
      }
      let w = max(1, TerminalWidth.of(character))
      if character == " " && x + w > rect.maxX {
        // A space at the end of a full line hangs past it: the next line starts
        // with the next word, not with a blank.
        placed.append((character, rect.maxX, y, w))
        x = rect.x
        y += 1
        lineStart = placed.count
        wordStart = placed.count
        continue
      }
      if x + w > rect.maxX {
        let wordWidth = placed[wordStart...].reduce(0) { $0 + $1.width }
        y += 1
        x = rect.x
        if wordStart > lineStart && wordWidth + w <= rect.width && character != " " {
          // The word so far moves down whole.
          for index in wordStart..<placed.count {
            placed[index].x = x
            placed[index].y = y
            x += placed[index].width
          }
          lineStart = wordStart
        } else {
          lineStart = placed.count
          wordStart = placed.count
        }
      }
      placed.append((character, x, y, w))
      x += w
      if character == " " { wordStart = placed.count }
    }
    // The caret: the line it is on, and the character it is a block on (nil: the
    // end of that line).
    var caret: (line: Int, index: Int?)? = nil
    func isDrawn(_ index: Int) -> Bool {
      placed[index].character != "\n" && placed[index].x < rect.maxX
    }
    if let cursor = cursor.map({ max(0, $0) }) {
      if cursor >= placed.count {
        caret = x >= rect.maxX ? (y + 1, nil) : (y, nil)
      } else if isDrawn(cursor) {
        caret = (placed[cursor].y, cursor)
      } else if placed[cursor].character == "\n" {
        caret = (placed[cursor].y, nil)
      } else {
        // On a space hanging past a full line: the caret starts the next line.
        let next = cursor + 1
        let line = placed[cursor].y + 1
        caret = (line, next < placed.count && placed[next].y == line && isDrawn(next) ? next : nil)
      }
    }
    // Each line's characters (positions in `placed`) and its paragraph's direction.
    let lastLine = max(y, caret?.line ?? y)
    var lines = [[Int]](repeating: [], count: lastLine - rect.y + 1)
    var paragraphOfLine = [Int?](repeating: nil, count: lines.count)
    var paragraph = 0
    for index in placed.indices {
      let line = placed[index].y - rect.y
      if paragraphOfLine[line] == nil { paragraphOfLine[line] = paragraph }
      if placed[index].character == "\n" {
        paragraph += 1
      } else if isDrawn(index) {
        lines[line].append(index)
      }
    }
    // Left to right with no right-to-left character and no isolate mark (most
    // text): every paragraph runs left to right and every line is in visual order.
    let reorders = direction == .rightToLeft || BidiText.mayNeedReordering(text)
    let paragraphDirections =
      reorders
      ? text.split(separator: "\n", omittingEmptySubsequences: false).map {
        BidiText.paragraphDirection(String($0)) ?? direction
      } : []
    func width(_ index: Int) -> Int { placed[index].width }
    // Keep the cursor's line in view: scroll the field's text up when it overflows.
    let shift = max(0, lastLine - (rect.maxY - 1))
    for (offset, logical) in lines.enumerated() where offset - shift >= 0 {
      let line = rect.y + offset
      let caretHere = caret?.line == line
      var kept = logical
      let lastSolid = kept.lastIndex { placed[$0].character != " " }
      if !(caretHere && (caret?.index ?? .max) > (lastSolid.map { kept[$0] } ?? -1)) {
        kept.removeSubrange((lastSolid.map { $0 + 1 } ?? 0)...)
      }
      let base =
        reorders
        ? paragraphDirections[min(paragraphOfLine[offset] ?? paragraph, paragraph)] : direction
      let visual =
        reorders
        ? BidiText.visualOrder(kept.map { placed[$0].character }, base: base).map { kept[$0] }
        : kept
      let textWidth = visual.reduce(0) { $0 + width($1) }
      let endCaret = caretHere && caret?.index == nil
      let span = textWidth + (endCaret ? 1 : 0)
      let start = direction == .rightToLeft ? max(rect.x, rect.maxX - span) : rect.x
      // An end caret's cell is beside the line's last character in the order typed.
      let last = endCaret ? kept.last : nil
      let lastDirection = last.map {
        BidiText.paragraphDirection(String(placed[$0].character)) ?? base
      }
      var caretX: Int? = endCaret && last == nil ? start : nil
      var cellX = start
      for index in visual {
        if index == last && lastDirection == .rightToLeft {
          caretX = cellX
          cellX += 1
        }
        if caretHere && caret?.index == index { caretX = cellX }
        if cellX + width(index) <= rect.maxX {
          canvas.write(String(placed[index].character), x: cellX, y: line - shift, style: style)
        }
        cellX += width(index)
        if index == last && lastDirection == .leftToRight {
          caretX = cellX
          cellX += 1
        }
      }
      if let caretX {
        let cell = CellRect(x: min(caretX, rect.maxX - 1), y: line - shift, width: 1, height: 1)
        canvas.restyle(cell) { $0.isReverse.toggle() }
      }
    }
  }
}
