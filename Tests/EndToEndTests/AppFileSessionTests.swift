import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// An app file clicked through in the real binary: Airplane Mode switched on,
  /// Wi-Fi opened, a network's password typed, the phone opened and folded like a
  /// book mid-navigation, then quit and started again: the navigation path and
  /// the switch's value are still there; the password (a secure field, drawn as
  /// dots while it runs) is kept in memory only: the session file never holds it,
  /// and the field starts empty.
  @Suite("An app file keeps its path, values and drafts through a fold and a restart")
  struct AppFileSessionTests {
    static let settings = Repository.path("Examples/apps/settings.json")

    /// The lit display's rows as one text.
    private func lit(_ screen: String) -> String {
      (Screen.litDisplay(screen) ?? []).joined(separator: "\n")
    }

    @Test("settings: switch on, push two screens, fold, restart: path and switch kept, no password")
    func pathAndValuesSurviveAFoldAndARestart() async throws {
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = ["XDG_CONFIG_HOME": state.path, "XDG_STATE_HOME": state.path]
      var session = try TmuxSession(["--screen", Self.settings], environment: home)
      try await session.waitUntil("the settings screen", settled: true) {
        lit($0).contains("Airplane Mode") && lit($0).contains("○ Off")
      }
      session.sendKeys("Down", "Down", "Enter")
      try await session.waitUntil("Airplane Mode on", settled: true) { lit($0).contains("● On") }
      session.sendKeys("Down", "Enter")
      try await session.waitUntil("the Wi-Fi screen", settled: true) {
        lit($0).contains("NETWORKS")
      }
      session.sendKeys("Down", "Down", "Down", "Enter")
      try await session.waitUntil("the café's network", settled: true) {
        lit($0).contains("Auto-Join")
      }
      session.sendKeys("Tab", "l", "a", "t", "t", "e", "Escape")
      try await session.waitUntil("the password as dots", settled: true) {
        lit($0).contains("•••••") && !lit($0).contains("latte")
      }
      // Mid-navigation: open the phone, then fold it like a book.
      session.sendKeys("F2")
      try await session.waitUntil("open", settled: true) {
        Screen.statusLine($0)?.contains("open") == true && lit($0).contains("Auto-Join")
      }
      session.sendKeys("F3")
      let folded = try await session.waitUntil("book", settled: true) {
        Screen.statusLine($0)?.contains("book") == true
      }
      #expect(lit(folded).contains("Auto-Join") && lit(folded).contains("•••••"), "\(folded)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit() == 0)
      session.close()

      // Started again with the same state folder: the same place, the same values.
      session = try TmuxSession(["--screen", Self.settings], environment: home)
      let restarted = try await session.waitUntil("the network screen again", settled: true) {
        lit($0).contains("Auto-Join")
      }
      #expect(!lit(restarted).contains("•••••"), "the password not restored:\n\(restarted)")
      // The session file on disk holds the path and the switch, never the password.
      let files = try FileManager.default.subpathsOfDirectory(atPath: state.path)
        .filter { $0.hasSuffix(".json") && $0.contains("session-screen") }
      #expect(!files.isEmpty, "a session file was written")
      for file in files {
        let text = try String(contentsOfFile: "\(state.path)/\(file)", encoding: .utf8)
        #expect(!text.contains("latte"), "\(file) holds the password")
        #expect(text.contains("airplane"), "\(file) holds the switch")
      }
      session.sendKeys("Escape")
      try await session.waitUntil("back to Wi-Fi", settled: true) { lit($0).contains("NETWORKS") }
      session.sendKeys("Escape")
      let top = try await session.waitUntil("back to Settings", settled: true) {
        lit($0).contains("Airplane Mode")
      }
      #expect(lit(top).contains("● On"), "Airplane Mode still on:\n\(top)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit() == 0)
    }

    /// The chat app: a draft typed in Ada's conversation, none in Grace's; quit
    /// in Grace's, started again with the same state folder: Grace's thread is
    /// back with no draft, and Ada's still holds hers (a draft per conversation).
    @Test("chat: a draft per conversation survives a restart")
    func aDraftPerConversationSurvivesARestart() async throws {
      let chat = Self.settings.replacingOccurrences(of: "settings.json", with: "chat.json")
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = ["XDG_CONFIG_HOME": state.path, "XDG_STATE_HOME": state.path]
      var session = try TmuxSession(["--screen", chat, "--pose", "open"], environment: home)
      try await session.waitUntil("the chats", settled: true) { lit($0).contains("Chats") }
      session.sendKeys("Down", "Enter")
      try await session.waitUntil("Ada's thread", settled: true) { lit($0).contains("tea at four") }
      session.sendKeys("Tab")
      _ = session.tmux(["send-keys", "-t", "duo", "-l", "Running late"])
      try await session.waitUntil("the draft", settled: true) { lit($0).contains("Running late") }
      session.sendKeys("Escape", "Escape", "Down", "Enter")
      let grace = try await session.waitUntil("Grace's thread", settled: true) {
        lit($0).contains("relay 70")
      }
      #expect(!lit(grace).contains("Running late"), "Grace has no draft:\n\(grace)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit() == 0)
      session.close()

      session = try TmuxSession(["--screen", chat, "--pose", "open"], environment: home)
      let again = try await session.waitUntil("Grace's thread again", settled: true) {
        lit($0).contains("relay 70")
      }
      #expect(!lit(again).contains("Running late"), "\(again)")
      session.sendKeys("Escape", "Up", "Enter")
      let ada = try await session.waitUntil("Ada's thread with her draft", settled: true) {
        lit($0).contains("tea at four") && lit($0).contains("Running late")
      }
      #expect(!lit(ada).contains("relay 70"), "\(ada)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit() == 0)
    }
  }
}
