import DuoLayoutCore
import TestSupport
import Testing

@testable import DuoTerm

/// Each device key, checked on the status line and the picture (the README's keys table).
/// The whole interactive loop from a fresh start on the virtual clock; that the
/// keys reach duoterm through a real terminal is ControlKeyTwinTests' part.
@Suite("Device keys")
struct DeviceKeySessionTests {
  /// The screens of a fresh session (the phone closed) before `steps` and after each.
  static func screens(_ steps: [String]) -> [String] {
    MemoryTerminal.screens(from: EmulatorState(), steps: steps).map(\.text)
  }

  static func status(_ screen: String) -> String { Screen.statusLine(screen) ?? "" }

  @Test("F2 opens the phone: the inner display lights at 951×669 pt")
  func openWithF2() {
    let shown = Self.screens(["F2", "F2"])
    #expect(Self.status(shown[1]).contains("951×669 pt"), "\(shown[1])")
    #expect(Screen.pose(shown[1]) == "open")
    #expect(shown[1].contains("Inner display · lit"))
    #expect(shown[1].contains("Outer display · dark"))
    #expect(Self.status(shown[2]).contains("466×678 pt"), "\(shown[2])")
    #expect(Screen.pose(shown[2]) == "closed")
    #expect(shown[2].contains("Outer display · lit"))
  }

  @Test("F3 folds into book with an active fold band; F3 again flattens it")
  func bookWithF3() {
    let shown = Self.screens(["F3", "F3"])
    #expect(Screen.pose(shown[1]) == "book", "\(shown[1])")
    #expect(shown[1].contains("░"))
    #expect(Self.status(shown[1]).contains("951×669 pt"))
    #expect(Screen.pose(shown[2]) == "open", "\(shown[2])")
    #expect(shown[2].contains("┊"))
    #expect(!shown[2].contains("░"))
  }

  @Test("F5 rotates: 669×951 open, 678×466 closed")
  func rotateWithF5() {
    let shown = Self.screens(["F5", "F5 F2", "F5"])
    #expect(Self.status(shown[1]).contains("678×466 pt"), "\(shown[1])")
    #expect(Screen.pose(shown[1]) == "closed-landscape")
    #expect(Self.status(shown[2]).contains("951×669 pt"), "\(shown[2])")
    #expect(Self.status(shown[3]).contains("669×951 pt"), "\(shown[3])")
    #expect(Screen.pose(shown[3]) == "open-tall")
  }

  @Test("F4 folds into tabletop")
  func tabletopWithF4() {
    let shown = Self.screens(["F4"])
    #expect(Screen.pose(shown[1]) == "tabletop", "\(shown[1])")
    #expect(shown[1].contains("░"))
    #expect(Self.status(shown[1]).contains("669×951 pt"))
  }

  @Test("F6 and F7 turn the hinge by 15°")
  func hingeWithF6F7() {
    let shown = Self.screens(["F2", "F6", "F7"])
    #expect(Self.status(shown[1]).contains("951×669 pt"), "\(shown[1])")
    #expect(Self.status(shown[1]).contains("hinge 180°"))
    #expect(Self.status(shown[2]).contains("hinge 165°"), "\(shown[2])")
    #expect(Self.status(shown[3]).contains("hinge 180°"), "\(shown[3])")
    #expect(Screen.pose(shown[3]) == "open")
  }

  @Test("F8 shows and hides the region overlay")
  func overlayWithF8() {
    let shown = Self.screens(["F8", "F8"])
    #expect(!shown[0].contains("no control in the fold"))
    #expect(shown[1].contains("no control in the fold"), "\(shown[1])")
    #expect(shown[2] == shown[0], "the overlay gone, the screen as it was")
  }

  @Test("F1 and ? show the help; Escape closes it", arguments: ["F1", "?"])
  func help(key: String) {
    let shown = Self.screens([key, "Escape"])
    #expect(!shown[0].contains("DuoTerm keys"))
    #expect(shown[1].contains("DuoTerm keys"), "\(shown[1])")
    #expect(shown[1].contains("F10"))
    #expect(shown[2] == shown[0], "the help closed, the screen as it was")
  }

  @Test("F9 steps through every pattern and comes back to the first")
  func patternsWithF9() throws {
    let names = try DuotermBinary.patternNames()
    try #require(!names.isEmpty)
    let shown = Self.screens(Array(repeating: "F9", count: names.count) + ["F2"])
    let first = try #require(Screen.statusFields(shown[0]).first { names.contains($0) })
    var index = try #require(names.firstIndex(of: first))
    for screen in shown.dropFirst().dropLast() {
      index = (index + 1) % names.count
      #expect(Screen.statusFields(screen).contains(names[index]), "pattern \(names[index])")
    }
    let last = try #require(shown.last)
    #expect(Self.status(last).contains("951×669 pt"), "\(last)")
    #expect(Screen.statusFields(last).contains(first), "back to the first pattern")
  }
}
