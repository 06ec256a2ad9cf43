/// One terminal cell: a grapheme, the columns it covers, and its style. A wide
/// glyph (CJK, most emoji) covers two cells: itself, then a continuation cell.
public struct Cell: Hashable, Sendable {
  /// The grapheme as plain bytes (see `Glyph`): a grid of cells is copied and
  /// compared as memory. Two cells are equal when their graphemes' bytes are.
  private var glyph: Glyph

  /// The grapheme; a space for blank cells and continuation cells.
  public var character: Character {
    get { glyph.character }
    set { glyph = Glyph(newValue) }
  }

  /// 1 or 2 for a glyph, 0 for the cell behind a wide glyph.
  public var width: UInt8
  /// Colours and attributes; a continuation cell carries its wide glyph's style.
  public var style: Style
  /// Always 0: it fills the cell out to its stride, so every byte of a grid is
  /// defined and `GridDiff` can compare rows as words.
  private var reserved: UInt8 = 0

  /// A cell of `character` covering `width` columns. For a wide glyph pass 2 and let
  /// `CellGrid.set` add the continuation cell.
  public init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
    glyph = Glyph(character)
    self.width = width
    self.style = style
  }

  /// A one-column cell of the ASCII character `ascii` (below 0x80), made without
  /// going through `Character`.
  init(ascii: UInt8, style: Style) {
    glyph = Glyph(ascii: ascii)
    width = 1
    self.style = style
  }

  /// A one-column cell of `scalar`, a grapheme on its own, made without going
  /// through `Character`.
  init(scalar: Unicode.Scalar, style: Style) {
    glyph = Glyph(scalar: scalar)
    width = 1
    self.style = style
  }

  /// A blank cell in `style`.
  public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", style: style) }

  /// The cell behind a wide glyph.
  public static func continuation(_ style: Style) -> Cell { Cell(" ", width: 0, style: style) }

  /// True for the cell behind a wide glyph: the terminal fills it with the glyph's
  /// second half, so nothing of its own is written.
  public var isContinuation: Bool { width == 0 }

  /// How many bytes the grapheme has in UTF-8.
  public var utf8Count: Int { glyph.utf8Count }

  /// Writes the grapheme's UTF-8 into `buffer` from `index` (room for `utf8Count`
  /// bytes); returns the index after them.
  @inline(__always)
  func copyUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
    glyph.copyUTF8(into: buffer, at: index)
  }

  /// The grapheme's one scalar, or nil when it has more than one (an accent
  /// after a letter, an emoji sequence).
  public var scalar: Unicode.Scalar? { glyph.scalar }

  /// The byte of a grapheme that is one ASCII character (not "\r\n"), else nil.
  public var asciiValue: UInt8? { glyph.asciiValue }
}
