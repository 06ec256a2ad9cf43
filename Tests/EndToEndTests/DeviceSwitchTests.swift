import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// In a real terminal: Ctrl-Y steps through every device in the running
  /// app, and a device change is an environment change like a fold: a game of four
  /// in a row stays (the message selected and the reply being typed:
  /// DeviceSwitchSessionTests).
  @Suite("Ctrl-Y switches device and keeps the state in tmux")
  struct DeviceSwitchTests {
    @Test("a game of four in a row keeps its discs and its pause on every device")
    func gameKeepsItsDiscs() async throws {
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = state.path
      defer { try? FileManager.default.removeItem(atPath: home) }
      let session = try await SharedScreenTests.start(home: home)
      session.sendKeys("Space", "Space", "Enter", "d", "Space", "q")
      let mid = try await session.waitUntil("three discs each and paused", settled: true) {
        Screen.discs(Screen.boardRows($0)) == 6 && $0.contains("paused")
      }
      // Both halves' rows, in any order: on a square cover screen the halves sit
      // side by side and their rows interleave.
      let board = Screen.boardRows(mid).sorted()
      for device in try DuotermBinary.deviceRound() {
        session.sendKeys("C-y")
        let screen = await session.settledScreen("\(device) after Ctrl-Y") {
          Screen.statusFields($0).contains(device)
            && Screen.boardRows($0).sorted() == board
        }
        #expect(Screen.statusFields(screen).contains(device), "Ctrl-Y to \(device):\n\(screen)")
        #expect(
          Screen.boardRows(screen).sorted() == board,
          "the board on \(device):\n\(screen)")
        #expect(screen.contains("paused"), "still paused on \(device)")
      }
    }
  }
}
