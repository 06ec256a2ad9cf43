import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// Two people at one keyboard on a two-seat app (`Examples/apps/shopping.json`),
/// through the whole interactive loop on the virtual clock: W S A D, Space and X
/// are the top half's, the arrows, Enter, Esc and Tab the bottom half's, and a
/// seat typing in its field has every key until Esc. (Two keyboards, a host and
/// a guest: ShareAppTests, in tmux.)
@Suite("A two-seat app on one keyboard")
struct SeatedAppSessionTests {
  static let shopping: ScreenFile = {
    let path = Repository.path("Examples/apps/shopping.json")
    return (try? ScreenFile.read(String(contentsOfFile: path, encoding: .utf8), file: path))
      ?? .empty
  }()

  /// The top half of a screen (the first seat's, the phone closed) and the
  /// bottom half, split at the second seat's title.
  static func halves(_ screen: String) -> (top: String, bottom: String) {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let titles = lines.indices.filter { lines[$0].contains("Shopping list") }
    guard titles.count == 2 else { return ("", "") }
    return (
      lines[..<titles[1]].joined(separator: "\n"), lines[titles[1]...].joined(separator: "\n")
    )
  }

  @Test("each seat types in its own half; Add puts the item on both halves' shared list")
  func eachSeatTypesInItsHalf() throws {
    let shown = MemoryTerminal.screens(
      from: EmulatorState(pose: .closed).showing(Self.shopping),
      steps: ["s Space", "pears", "Escape", "Tab", "figs", "Enter Down Enter"]
    ).map { Self.halves($0.text) }
    #expect(shown[0].top.contains("No items yet"), "\(shown[0])")
    let pears = shown[2]
    #expect(pears.top.contains("pears") && !pears.bottom.contains("pears"), "\(pears)")
    let figs = shown[5]
    #expect(figs.bottom.contains("figs") && !figs.top.contains("figs"), "\(figs)")
    #expect(figs.top.contains("pears"), "the first seat's draft stays: \(figs)")
    let added = shown[6]
    #expect(added.top.contains("figs") && added.bottom.contains("figs"), "\(added)")
    #expect(!added.top.contains("No items yet"), "\(added)")
  }
}
