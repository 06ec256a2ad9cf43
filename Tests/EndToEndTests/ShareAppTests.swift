import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// A two-seat app file shared across two terminals: `duoterm share --pattern
  /// APP.json` hosts `Examples/apps/shopping.json` in one tmux server's pane
  /// (200×50), `duoterm join` has the second seat in another's (80×24). The
  /// guest types in its own half's field and the host sees it; nothing the guest
  /// presses reaches the first seat's half or the host's phone.
  @Suite("Sharing a two-seat app: a host and a guest")
  struct ShareAppTests {
    static let app = Repository.path("Examples/apps/shopping.json")

    /// The screen's first half (seat one, the top half on the closed phone) and
    /// its second, split at the second seat's title.
    static func halves(_ screen: String) -> (first: String, second: String) {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      let titles = lines.indices.filter { lines[$0].contains("Shopping list") }
      guard titles.count == 2 else { return ("", "") }
      return (
        lines[..<titles[1]].joined(separator: "\n"), lines[titles[1]...].joined(separator: "\n")
      )
    }

    @Test(
      "the guest types in its half's field and adds to the shared list; seat one never hears it")
    func guestTypesInItsSeat() async throws {
      let socket = try ShareTests.SocketFolder()
      let host = try TmuxSession(
        ["share", "--socket", socket.path, "--pattern", Self.app], width: 200, height: 50)
      try await host.waitUntil("the join command", timeout: 30) {
        $0.contains("duoterm join '\(socket.path)'") && $0.contains("Shopping list")
      }
      let guest = try TmuxSession(["join", socket.path], width: 80, height: 24)
      let drawn = try await guest.waitUntil("the guest's phone", timeout: 30) {
        Self.halves($0).second.contains("Budget") && Screen.statusLine($0) != nil
      }
      #expect(drawn.split(separator: "\n").count <= 24, "the guest draws at its own size")
      try await host.waitUntil("player two joined") { $0.contains("player two joined") }

      // Each types into its own half's field: Tab, then text.
      host.sendKeys("Tab")
      host.sendKeys("-l", "pears")
      guest.sendKeys("Tab")
      guest.sendKeys("-l", "figs")
      var shown = try await host.waitUntil("both fields typed in") {
        Self.halves($0).first.contains("pears") && Self.halves($0).second.contains("figs")
      }
      #expect(!Self.halves(shown).first.contains("figs"), "\(shown)")
      #expect(!Self.halves(shown).second.contains("pears"), "\(shown)")
      // Out of its field, the guest's device, pattern, screenshot and help
      // keys do nothing on the host; Enter types in its field again. The host's
      // phone stays closed on the app, seat one's field as it was.
      let folder = host.display("#{pane_current_path}")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      guest.sendKeys("Escape", "F2", "F9", "1", "C-p", "C-o", "F1", "Enter")
      guest.sendKeys("-l", "2")
      shown = try await host.waitUntil("the guest's field again", settled: true) {
        Self.halves($0).second.contains("figs2")
      }
      let status = Screen.statusLine(shown) ?? ""
      #expect(status.contains(" closed │") && status.contains("screen"), "\(status)")
      #expect(Self.halves(shown).first.contains("pears"), "\(shown)")
      #expect(!Self.halves(shown).first.contains("2"), "\(shown)")
      #expect(!shown.contains("Help"), "\(shown)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == files)

      // Enter leaves the field, Down reaches Add, Enter adds to the shared list:
      // both halves show it, on both terminals.
      guest.sendKeys("Enter", "Down", "Enter")
      for player in [host, guest] {
        let added = try await player.waitUntil("the item on both halves") {
          Self.halves($0).first.contains("figs2")
            && Self.halves($0).second.contains("figs2")
        }
        #expect(!added.contains("No items yet"), "\(added)")
      }
      #expect(host.exitStatus == nil)
      guest.sendKeys("F10")
      #expect(try await guest.waitForExit() == 0)
      try await host.waitUntil("player two left") { $0.contains("player two left") }
    }

    @Test("an app file with one seat is refused before the terminal is touched")
    func oneSeatIsRefused() async throws {
      let settings = Self.app.replacingOccurrences(of: "shopping.json", with: "settings.json")
      let result = try DuotermBinary.run(["share", "--pattern", settings])
      #expect(result.status == 2)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains(#"give it two: "root": "seats""#), "\(result.stderr)")
    }
  }
}
