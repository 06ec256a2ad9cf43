import DuoLayoutCore
import TestSupport
import Testing

@testable import DuoTerm

/// Ctrl-Y steps through every device in the running app, and a device change is
/// an environment change like a fold: the message selected and the reply being
/// typed stay. The whole interactive loop on the virtual clock.
@Suite("Ctrl-Y switches device and keeps the message and its draft")
struct DeviceSwitchSessionTests {
  typealias Mailbox = ListDetailFoldSessionTests

  @Test("the seventh message and its draft stay on every device")
  func listDetailKeepsSelectionAndDraft() throws {
    let devices = try DuotermBinary.deviceRound()
    try #require(devices.count >= 6, "\(devices)")
    let shown = MemoryTerminal.screens(
      from: EmulatorState(pose: .open, pattern: .listDetail),
      steps: ["Down Down Down Down Down Down Enter", "Tab Hello Space there"]
        + Array(repeating: "C-y", count: devices.count)
        // Typing goes on into the same draft: the field kept its focus and text.
        + ["Space again"])
    try #require(shown.count == devices.count + 4)
    #expect(shown.allSatisfy { $0.settled }, "every screen read with nothing moving")
    let typed = Mailbox.lit(shown[2].text)
    #expect(typed.contains(Mailbox.subject) && typed.contains(Mailbox.draft), "\(typed)")
    for (device, screen) in zip(devices, shown.dropFirst(3).map(\.text)) {
      #expect(Screen.statusFields(screen).contains(device), "Ctrl-Y to \(device):\n\(screen)")
      let lit = Mailbox.lit(screen)
      #expect(lit.contains(Mailbox.subject), "the selected message on \(device):\n\(screen)")
      #expect(lit.contains(Mailbox.sender), "its detail on \(device):\n\(screen)")
      #expect(lit.contains(Mailbox.draft), "the draft on \(device):\n\(screen)")
    }
    let more = try #require(shown.last).text
    #expect(Mailbox.lit(more).contains(Mailbox.draft + " again"), "\(more)")
  }
}
