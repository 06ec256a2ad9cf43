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
