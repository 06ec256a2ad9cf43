import Foundation
import Testing

@testable import DuoLayoutCore

/// What is typed into a secure field (the checkout's card number) stays in
/// memory: the session file holds the other fields' text and never the secret,
/// and `play`'s state lines show it as dots.
@Suite struct SecureFieldSessionTests {
  static let checkout = ExampleApp.read("checkout.json")

  @Test func theSessionFileNeverHoldsTheSecureFieldsText() throws {
    var state = EmulatorState(
      profile: .iPhoneDuo, pose: .closed, terminal: TerminalSize(columns: 200, rows: 50)
    ).showing(Self.checkout)
    // Tab into Name on card, then Card number (secure).
    let keys: [Key] =
      [.tab] + "Ada".map { Key.character($0) } + [.tab] + "4242424242424242".map { .character($0) }
    state = keys.reduce(state) { reduce($0, .key($1), at: 0) }
    let app = state.models.screen.state.app
    #expect(app.drafts["number"]?.text == "4242424242424242", "kept in memory while it runs")
    let text = String(decoding: SessionFile.encode(SessionSnapshot(state)), as: UTF8.self)
    #expect(!text.contains("4242"))
    #expect(text.contains("Ada"), "the other fields are saved")
    let restored = try SessionFile.decode(Array(text.utf8)).restore(into: EmulatorState())
      .showing(Self.checkout)
    #expect(restored.models.screen.state.app.drafts["number"] == nil)
    #expect(restored.models.screen.state.app.drafts["name"]?.text == "Ada")
    let lines = ScreenPattern.describe(state.models.screen)
    #expect(lines.contains { $0.name == "field number" && $0.value == "\"••••••••••••••••\"" })
  }
}
