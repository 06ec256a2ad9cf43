import Testing

@testable import DuoLayoutCore

/// A row is two pieces of text, each with its own direction, placed by the
/// layout's. `TextLine.fit` marks them as isolates (FSI … PDI) and `BidiText` places
/// each isolate as one unit in the line's order, in its own direction inside.
@Suite("Isolates")
struct BidiIsolateTests {
  static let (fsi, pdi) = ("\u{2068}", "\u{2069}")

  static func isolate(_ text: String) -> String { fsi + text + pdi }

  @Test(
    "an isolate is one unit in the line's order, its own direction inside",
    arguments: [
      (isolate("Ada") + "  " + isolate("Mon 09:41"), LayoutDirection.leftToRight, "Ada  Mon 09:41"),
      (isolate("Ada") + "  " + isolate("Mon 09:41"), .rightToLeft, "Mon 09:41  Ada"),
      ("●⚑ " + isolate("Ada") + " " + isolate("Mon"), .rightToLeft, "Mon Ada ⚑●"),
      ("●⚑ " + isolate("Ada") + " " + isolate("Mon"), .leftToRight, "●⚑ Ada Mon"),
      (isolate("נועה כהן") + "   " + isolate("3 Oct"), .leftToRight, "ןהכ העונ   3 Oct"),
      (isolate("נועה כהן") + "   " + isolate("3 Oct"), .rightToLeft, "3 Oct   ןהכ העונ"),
      (
        isolate("Re: שלום from Tel Aviv") + " " + isolate("1 Oct"), .rightToLeft,
        "1 Oct Re: םולש from Tel Aviv"
      ),
      ("Re: " + isolate("שלום עולם") + "!", .leftToRight, "Re: םלוע םולש!"),
      (isolate("a " + isolate("שלום") + " b"), .rightToLeft, "a םולש b"),
    ])
  func isolates(line: String, base: LayoutDirection, expected: String) {
    #expect(BidiText.visual(line, base: base) == expected)
  }

  @Test(
    "an isolate left open runs to the line's end; a PDI that closes nothing is dropped",
    arguments: LayoutDirection.allCases)
  func unbalanced(base: LayoutDirection) {
    #expect(BidiText.visual(Self.fsi + "Ada Lo…", base: base) == "Ada Lo…")
    #expect(BidiText.visual("Mon" + Self.pdi, base: base) == "Mon")
    #expect(BidiText.visual(Self.fsi + "נועה", base: .leftToRight) == "העונ")
  }

  @Test("a paragraph's direction is its first strong character's outside any isolate")
  func paragraph() {
    #expect(BidiText.paragraphDirection(Self.isolate("שלום") + " Ada") == .leftToRight)
    #expect(
      BidiText.paragraphDirection("● " + Self.isolate("Ada") + " " + Self.isolate("3")) == nil)
    #expect(
      BidiText.paragraphDirection(Self.isolate("a" + Self.isolate("b")) + "שלום") == .rightToLeft)
  }

  @Test("the marks take no column, and show visibly when echoed")
  func marks() {
    #expect(TerminalWidth.of(Self.isolate("Ada") + " " + Self.isolate("漢")) == 6)
    #expect(Self.isolate("Ada").visible == "\\u{2068}Ada\\u{2069}")
    #expect(BidiText.unmarked(Self.isolate("Ada") + " " + Self.isolate("שלום")) == "Ada שלום")
    #expect("a\u{202E}b\u{200F}".visible == "a\\u{202E}b\\u{200F}")
  }

  @Test(
    "a row is marked in a right-to-left layout or when a part is right to left, else as it was",
    arguments: [
      ("●   Maya Lindqvist", "Mon 09:41", LayoutDirection.rightToLeft, true),
      ("●   Maya Lindqvist", "Mon 09:41", .leftToRight, false),
      ("    נועה כהן", "3 Oct", .leftToRight, true),
      ("    Avi Levi", "שלום", .leftToRight, true),
    ])
  func marked(text: String, trailing: String, direction: LayoutDirection, marked: Bool) {
    for width in [0, 1, 8, 12, 20, 30] {
      let line = TextLine.fit(text, trailing: trailing, direction: direction, width: width)
      #expect(TerminalWidth.of(line) == width, "\(width): \(line.visible)")
      // A line cut to `…` alone holds no right-to-left text left to mark.
      let needsMarks = direction == .rightToLeft || BidiText.hasRightToLeft(line)
      #expect(line.contains(Self.fsi) == (width > 0 && needsMarks), "\(width): \(line.visible)")
      if width >= 20 { #expect(line.contains(Self.fsi) == marked, "\(width): \(line.visible)") }
      #expect(
        BidiText.unmarked(line)
          == BidiText.unmarked(
            TextLine.fit(text, trailing: trailing, direction: .leftToRight, width: width)),
        "the marks are all that differs")
      // Every isolate opened is closed on the line, none nested.
      var open = false
      for character in line where BidiText.isolateMark(character) != nil {
        #expect(open == (character == Character(Self.pdi)), "\(width): \(line.visible)")
        open.toggle()
      }
      #expect(!open, "\(width): \(line.visible)")
    }
  }

  @Test(
    "the marks and indentation a row starts with stay outside its isolate, in the layout's order")
  func leadingMarks() {
    let row = TextLine.fit("●⚑  Maya", trailing: "Mon", direction: .rightToLeft, width: 14)
    #expect(row == "●⚑  " + Self.isolate("Maya") + "   " + Self.isolate("Mon"))
    #expect(BidiText.visual(row, base: .rightToLeft) == "Mon   Maya  ⚑●")
    for (text, marks) in [
      ("    Standup", "    "), ("● 3 eggs", "● "), ("“Quoted” name", ""), ("● ●", "● "),
      ("", ""), ("   ", "   "),
    ] {
      #expect(String(text[..<TextLine.leadingMarks(text)]) == marks, "\(text)")
    }
  }
}

/// Cutting a marked row never leaves an isolate open: the `…` stays inside it.
@Suite("Isolates cut")
struct BidiIsolateCutTests {
  @Test(
    "a marked row cut to any width keeps each mark pair whole, and draws its text cut",
    arguments: LayoutDirection.allCases)
  func cut(direction: LayoutDirection) {
    let row = TextLine.fit(
      "●   Maya Lindqvist", trailing: "Mon 09:41", direction: .rightToLeft, width: 30)
    for width in 1...30 {
      let cut = TextLine.truncate(row, to: width)
      #expect(TerminalWidth.of(cut) <= width, "\(width): \(cut.visible)")
      let opened = cut.unicodeScalars.filter { $0.value == 0x2068 }.count
      let closed = cut.unicodeScalars.filter { $0.value == 0x2069 }.count
      #expect(opened == closed, "\(width): \(cut.visible)")
      let shown = BidiText.visual(cut, base: direction)
      #expect(!shown.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    }
    // Fitting a fitted line again changes nothing.
    for direction in LayoutDirection.allCases {
      #expect(TextLine.fit(row, direction: direction, width: 30) == row, "\(direction)")
    }
    #expect(TextLine.truncate(row, to: 12) == "●   \u{2068}Maya Li…\u{2069}")
  }
}
