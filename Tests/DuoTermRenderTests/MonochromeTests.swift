import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// With no colour (`NO_COLOR`, `--color never`) nothing DuoTerm
/// writes sets a colour, and the attributes still tell apart what colour did: the
/// lit display from the dark one, the active fold, the selection, a focused field's
/// cursor, a button on its bar, an alert.
@Suite("No colour")
struct MonochromeTests {
  @Test("no cell of any frame has a colour once monochrome", arguments: Pose.allCases)
  func noColour(pose: Pose) {
    for pattern in PatternRegistry.standard.ids {
      var state = EmulatorState(pose: pose, pattern: pattern)
      state.showsRegionOverlay = true
      let grid = Scene.render(state).monochrome()
      #expect(
        grid.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default }
      )
      #expect(Self.colourCodes(ANSIExport.render(grid)).isEmpty, "no SGR colour code")
      #expect(
        !Self.colourCodes(ANSIExport.render(Scene.render(state))).isEmpty, "with colour: some")
    }
  }

  /// The SGR codes from 30 to 49 in `ansi`: colours.
  static func colourCodes(_ ansi: String) -> [Int] {
    ansi.components(separatedBy: "\u{1B}[").dropFirst().flatMap { sequence in
      (sequence.split(separator: "m", maxSplits: 1).first ?? "").split(separator: ";")
        .compactMap { Int($0) }.filter { (30...49).contains($0) }
    }
  }

  @Test("the meaning stays in the attributes")
  func meaningStays() {
    #expect(Palette.litBezel.monochrome.isBold)
    #expect(Palette.darkBezel.monochrome.isDim)
    #expect(Palette.foldActive.monochrome.isReverse, "the active fold stands out")
    #expect(!Palette.foldInactive.monochrome.isReverse && Palette.foldInactive.monochrome.isDim)
    #expect(Palette.statusLine.monochrome.isReverse)
    #expect(Palette.control.monochrome.isReverse, "a button stands out")
    #expect(!Palette.bar.monochrome.isReverse, "from its bar")
    #expect(Palette.overlayAlert.monochrome.isReverse && Palette.overlayAlert.monochrome.isBold)
    #expect(!Palette.darkDisplay.monochrome.isReverse, "dark glass stays dark")
    var selected = Palette.control
    Palette.apply(.selected, to: &selected)
    #expect(selected.monochrome != Palette.control.monochrome, "a selected button differs")
    var cursor = Palette.field
    cursor.isReverse.toggle()
    #expect(cursor.monochrome.isUnderline && !cursor.monochrome.isReverse, "the field's cursor")
    var row = Style.plain
    Palette.apply(.selected, to: &row)
    #expect(row.monochrome.isReverse, "a selected row")
  }
}
