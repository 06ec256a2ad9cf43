/// One terminal cell: a grapheme, the columns it covers, and its style. A wide
/// glyph (CJK, most emoji) covers two cells: itself, then a continuation cell.
public struct Cell: Hashable, Sendable {
  /// The grapheme; a space for blank cells and continuation cells.
  public var character: Character
  /// 1 or 2 for a glyph, 0 for the cell behind a wide glyph.
  public var width: UInt8
  public var style: Style

  public init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// A blank cell in `style`.
  public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", style: style) }

  /// The cell behind a wide glyph.
  public static func continuation(_ style: Style) -> Cell { Cell(" ", width: 0, style: style) }

  public var isContinuation: Bool { width == 0 }
}
