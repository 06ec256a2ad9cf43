import Testing

@testable import DuoLayoutCore

/// `BidiText` answers ASCII and lines with no right-to-left scalar without
/// Unicode's property tables or a grapheme walk: those answers must be the ones the
/// full rule gives.
@Suite struct BidiTextFastPathTests {
  @Test func everyASCIIScalarPullsAsItsPropertiesSay() {
    for value in UInt32(0)..<0x80 {
      let scalar = Unicode.Scalar(value)!
      let properties = scalar.properties
      let expected: LayoutDirection? =
        properties.isAlphabetic || properties.numericType != nil ? .leftToRight : nil
      #expect(BidiText.strength(Character(scalar)) == expected, "U+\(String(value, radix: 16))")
    }
  }

  /// Every scalar from U+2000 to U+2FFF that `strength` answers without Unicode's
  /// tables (the inert symbols) is neither a letter nor a digit; the rest of the
  /// block goes through the tables as before.
  @Test func everyScalarOfTheSymbolBlockPullsAsItsPropertiesSay() {
    for value in UInt32(0x2000)..<0x3000 {
      let scalar = Unicode.Scalar(value)!
      let properties = scalar.properties
      let expected: LayoutDirection? =
        properties.isAlphabetic || properties.numericType != nil ? .leftToRight : nil
      #expect(BidiText.strength(scalar) == expected, "U+\(String(value, radix: 16))")
    }
  }

  /// `visualLine` is the paragraph's own direction else the layout's, whichever
  /// way it gets there.
  @Test(
    arguments: [
      "Re: Lunch on Friday", "┌──┐ ░▒ ≈ ·", "── ≈ שלום", "שלום, Avi", "!? ", "a\u{05B0}b",
      "Երևան", "ｆｕｌｌ", "🙂 ok", "",
    ], [LayoutDirection.leftToRight, .rightToLeft])
  func aLineRunsItsOwnWayElseTheLayouts(line: String, layout: LayoutDirection) {
    #expect(
      BidiText.visualLine(line, layout: layout)
        == BidiText.visual(line, base: BidiText.paragraphDirection(line) ?? layout))
  }

  /// The look at the bytes misses no right-to-left scalar.
  @Test func everyRightToLeftScalarIsFoundByItsBytes() {
    for value in UInt32(0x0590)...0xFEFF {
      guard let scalar = Unicode.Scalar(value), BidiText.isRightToLeft(scalar) else { continue }
      #expect(BidiText.mayHoldRightToLeft("ab \(scalar) c"), "U+\(String(value, radix: 16))")
    }
    #expect(!BidiText.mayHoldRightToLeft("Re: Lunch · ┌──┐ né 漢 🙂"))
  }

  @Test(arguments: [
    "Re: Lunch on Friday", "1 · Harbour…", "né 漢 🙂", "a\u{05B0}b", "", "──┤ ├──",
  ])
  func aLeftToRightLineWithoutHebrewOrArabicComesBackAsItIs(line: String) {
    #expect(BidiText.visual(line, base: .leftToRight) == line)
    #expect(!BidiText.hasRightToLeft(line))
  }

  @Test func aHebrewMarkAfterALatinLetterIsNoRightToLeftCharacter() {
    // The mark is a right-to-left scalar, but not the first of its character.
    #expect(BidiText.mayHoldRightToLeft("a\u{05B0}"))
    #expect(!BidiText.hasRightToLeft("a\u{05B0}"))
    #expect(BidiText.hasRightToLeft("Re: שלום"))
    #expect(BidiText.visual("Re: שלום", base: .leftToRight) == "Re: םולש")
  }

  @Test(
    arguments: [
      ("  12 abc", .leftToRight), ("!? ", nil), ("!! שלום, Avi", .rightToLeft),
      ("- a\u{05B0}", .leftToRight), ("« é »", .leftToRight), ("\r\n", nil),
      ("┌──┐ ░▒ ≈ ·", nil), ("──┤ 1 ├──", .leftToRight), ("── ≈ שלום", .rightToLeft),
      ("👍🏽 ok", .leftToRight),
    ] as [(String, LayoutDirection?)])
  func aParagraphRunsTheWayItsFirstStrongCharacterPulls(text: String, direction: LayoutDirection?) {
    #expect(BidiText.paragraphDirection(text) == direction)
    #expect(BidiText.paragraphDirection(text) == text.lazy.compactMap(BidiText.strength).first)
  }
}
