import DuoLayoutCore
import TestSupport
import Testing

@testable import DuoTerm

/// Split View, the text size and right to left, each by its key, read back from
/// the screen; the Hebrew samples drawn in visual order whichever way the layout
/// runs (a terminal would reorder them its own way). The whole interactive loop
/// on the virtual clock.
@Suite("Environment keys")
struct EnvironmentKeySessionTests {
  static func status(_ screen: String) -> String { Screen.statusLine(screen) ?? "" }

  @Test("Ctrl-S splits the open display, Ctrl-A enlarges the text, Ctrl-F mirrors it")
  func keys() throws {
    let steps = [
      "C-s", "C-s",
      // One key leaves from any width (Ctrl-S would take five more presses here).
      "C-\\",
      "C-s C-s C-s C-s C-s C-s", "C-s",
      "C-a", "End C-f", "C-f",
      // Hebrew typed into the reply field is drawn in visual order too, both ways.
      "r שלום Space עולם", "C-f",
    ]
    let shown = MemoryTerminal.screens(
      from: EmulatorState(pose: .open, pattern: .listDetail), steps: steps)
    try #require(shown.count == steps.count + 1)
    let screens = shown.map(\.text)
    #expect(Self.status(screens[1]).contains("Split View ½ trailing"), "\(screens[1])")
    #expect(screens[1].contains("Other app"))
    #expect(Self.status(screens[2]).contains("Split View ⅔ trailing"), "\(screens[2])")
    for step in [3, 5] {
      #expect(shown[step].seen.contains { $0.contains("Split View off") }, "the notice says so")
      #expect(!screens[step].contains("Other app"), "the whole display again:\n\(screens[step])")
      #expect(!Self.status(screens[step]).contains("Split View"), "\(screens[step])")
    }
    #expect(Self.status(screens[4]).contains("Split View ⅓ leading"), "the cycle's last")
    #expect(Self.status(screens[6]).contains("x-large"), "a larger text size")
    #expect(Self.status(screens[7]).contains("right to left"), "\(screens[7])")
    #expect(screens[7].contains("ןהכ העונ"))
    #expect(!screens[7].contains("נועה"), "Hebrew is never left to the terminal's order")
    #expect(!Self.status(screens[8]).contains("right to left"), "left to right again")
    #expect(screens[8].contains("ןהכ העונ"))
    #expect(screens[8].contains("Re: םולש"), "a Hebrew word inside English, in visual order")
    #expect(screens[9].contains("םלוע םולש"), "typed Hebrew in visual order:\n\(screens[9])")
    #expect(Self.status(screens[10]).contains("right to left"))
    #expect(screens[10].contains("םלוע םולש"))
    #expect(!screens[10].contains("שלום עולם"), "never left to the terminal's order")
  }
}
