/// A lower bound on the bytes a terminal writer must send to turn one frame into
/// the next, computed from the two grids alone: for each run of changed cells (as
/// `GridDiff` finds them) one cursor move (the real `ESC [ row ; col H` for that
/// position), the cells' UTF-8 bytes, and one SGR change per style run (the
/// shortest `ESC [ … m` from the style in effect, which starts as the terminal's
/// default). `duoterm bench` compares what ncurses really writes against it.
///
/// It is the bound of a writer that moves, styles and prints, nothing cleverer: a
/// writer that erases to the end of the line or repeats a character can go below it.
///
/// ```swift
/// let old = CellGrid(lines: ["abc"])
/// let new = CellGrid(lines: ["aXc"])
/// ByteBound.of(from: old, to: new).total  // 7: "\e[1;2H" (6) + "X" (1)
/// ByteBound.of(from: new, to: new).total  // 0
/// ```
public struct ByteBound: Hashable, Sendable {
  /// Bytes of cursor moves: one per run of changed cells.
  public var cursorMoves: Int
  /// Bytes of the changed cells' text in UTF-8.
  public var text: Int
  /// Bytes of SGR sequences: one per style run whose style is not already in effect.
  public var styleChanges: Int
  /// How many runs of changed cells there are.
  public var runs: Int

  public init(cursorMoves: Int = 0, text: Int = 0, styleChanges: Int = 0, runs: Int = 0) {
    self.cursorMoves = cursorMoves
    self.text = text
    self.styleChanges = styleChanges
    self.runs = runs
  }

  /// All the bytes.
  public var total: Int { cursorMoves + text + styleChanges }

  /// The bound for drawing `new` over `old` (nil: over a blank, unknown screen, so
  /// every cell is a change).
  public static func of(from old: CellGrid?, to new: CellGrid) -> ByteBound {
    of(GridDiff.runs(from: old, to: new))
  }

  /// The bound for writing `runs`, in order, starting in the default style.
  public static func of(_ runs: [GridRun]) -> ByteBound {
    var bound = ByteBound()
    var pen = Style.plain
    for run in runs {
      bound.runs += 1
      bound.cursorMoves += cursorMoveLength(x: run.x, y: run.y)
      for cell in run.cells where !cell.isContinuation {
        if cell.style != pen {
          bound.styleChanges += styleChangeLength(from: pen, to: cell.style)
          pen = cell.style
        }
        bound.text += cell.utf8Count
      }
    }
    return bound
  }

  /// Bytes of `ESC [ row ; column H` (1-based) for the cell at (`x`, `y`).
  ///
  /// ```swift
  /// ByteBound.cursorMoveLength(x: 0, y: 0)     // 6: "\e[1;1H"
  /// ByteBound.cursorMoveLength(x: 199, y: 49)  // 9: "\e[50;200H"
  /// ```
  public static func cursorMoveLength(x: Int, y: Int) -> Int {
    4 + digits(y + 1) + digits(x + 1)
  }

  /// Bytes of the shortest SGR sequence that changes the terminal's style from
  /// `old` to `new`: either the changes alone (`ESC [ 1 ; 31 m`) or a reset with
  /// everything `new` needs (`ESC [ ; 1 m`, the empty parameter meaning 0). Zero
  /// when the styles are the same.
  ///
  /// ```swift
  /// ByteBound.styleChangeLength(from: .plain, to: Style(isBold: true))  // 4: "\e[1m"
  /// ByteBound.styleChangeLength(from: Style(isBold: true), to: .plain)  // 3: "\e[m"
  /// ```
  public static func styleChangeLength(from old: Style, to new: Style) -> Int {
    guard old != new else { return 0 }
    var changes: [Int] = []
    // 22 turns both bold and dim off; whichever `new` keeps comes back after it.
    if (old.isBold && !new.isBold) || (old.isDim && !new.isDim) {
      changes.append(22)
      if new.isBold { changes.append(1) }
      if new.isDim { changes.append(2) }
    } else {
      if new.isBold && !old.isBold { changes.append(1) }
      if new.isDim && !old.isDim { changes.append(2) }
    }
    if new.isUnderline != old.isUnderline { changes.append(new.isUnderline ? 4 : 24) }
    if new.isReverse != old.isReverse { changes.append(new.isReverse ? 7 : 27) }
    if new.foreground != old.foreground { changes.append(foregroundCode(new.foreground)) }
    if new.background != old.background { changes.append(backgroundCode(new.background)) }
    let incremental = 3 + changes.map(digits).reduce(0, +) + max(0, changes.count - 1)

    var fromReset: [Int] = []
    if new.isBold { fromReset.append(1) }
    if new.isDim { fromReset.append(2) }
    if new.isUnderline { fromReset.append(4) }
    if new.isReverse { fromReset.append(7) }
    if new.foreground != .default { fromReset.append(foregroundCode(new.foreground)) }
    if new.background != .default { fromReset.append(backgroundCode(new.background)) }
    // "ESC [ m" alone; each parameter after the (empty) reset costs ";" and its digits.
    let reset = 3 + fromReset.map { 1 + digits($0) }.reduce(0, +)
    return min(incremental, reset)
  }

  private static func foregroundCode(_ color: Color) -> Int {
    color == .default ? 39 : 30 + Int(color.rawValue) - 1
  }

  private static func backgroundCode(_ color: Color) -> Int {
    color == .default ? 49 : 40 + Int(color.rawValue) - 1
  }

  private static func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }
}
