import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// SIGKILL cannot be caught, so the terminal stays as duoterm
  /// left it. The README said to run `reset`, which inside tmux puts back the
  /// cursor, the keys and the tty modes but not the normal screen; `tput rmcup`
  /// does that. This plays what the README now says, in an interactive shell.
  @Suite("Faults: after SIGKILL, what the README says gives the terminal back")
  struct FaultKillTests {
    @Test("kill -9, then `reset; tput rmcup`: the normal screen, the cursor, sane tty modes")
    func killNine() async throws {
      let folder = try StateFolder()
      let shell = try TmuxSession.shell(width: 120, height: 36, environment: folder.environment)
      defer { shell.close() }
      try await shell.waitForPrompt()
      shell.type("clear; \"$DUOTERM\" --pattern list-detail")
      try await shell.waitUntil("duoterm's first frame") { Screen.statusLine($0) != nil }
      let pid = try #require(shell.childPids().first, "no duoterm under the shell")
      #expect(kill(pid, SIGKILL) == 0)
      try await shell.waitUntil("the shell back") { _ in shell.childPids().isEmpty }
      #expect(shell.display("#{alternate_on}") == "1", "SIGKILL leaves the alternate screen")

      // A marker echoed after the advice: the prompt on screen before the typed line
      // echoes is the old one, so wait for the marker's own line, then the prompt.
      shell.type(try Self.readmeAdvice + "; echo advice-done")
      try await shell.waitUntil("the advice run") { pane in
        pane.split(separator: "\n").contains {
          $0.trimmingCharacters(in: .whitespaces) == "advice-done"
        }
          && shell.atPrompt
      }
      #expect(shell.display("#{alternate_on}") == "0", "the alternate screen is still on")
      #expect(shell.display("#{cursor_flag}") == "1", "the cursor is hidden")
      #expect(shell.display("#{keypad_flag}") == "0", "keypad mode is still on")
      // The modes a command gets (at the prompt, readline has its own).
      // Written whole under another name, then renamed: the prompt seen before the
      // typed command echoes is the previous one, so wait for the file itself.
      let stty = folder.path + "/stty"
      shell.type("stty -a > '\(stty).part' && mv '\(stty).part' '\(stty)'")
      try await shell.waitUntil("stty's modes written") { _ in
        FileManager.default.fileExists(atPath: stty) && shell.atPrompt
      }
      let modes = try String(contentsOfFile: stty, encoding: .utf8)
        .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
      #expect(modes.contains("icanon") && modes.contains("echo"), "tty modes: \(modes)")
    }

    /// The command the README's Robustness section gives for after a SIGKILL.
    static var readmeAdvice: String {
      get throws {
        let readme = Repository.url("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let match = text.firstMatch(of: /SIGKILL[^`]*`([^`]+)`/) else {
          throw SubprocessError("the README gives no command after SIGKILL")
        }
        return String(match.1)
      }
    }
  }
}
