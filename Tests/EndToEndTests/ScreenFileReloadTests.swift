import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// A screen file edited while `duoterm --screen` runs. A toolbar item
  /// added (saved by rename, as vim does) shows; a syntax error (saved in place)
  /// keeps the last good screen and puts `FILE:LINE:COL: …` on the status line;
  /// the fix shows the new screen. The selected row stays selected throughout.
  @Suite("A screen file reloads as it is saved, and a broken save keeps the last good screen")
  struct ScreenFileReloadTests {
    static func screen(toolbar: String) -> String {
      """
      {
        "title": "Chat",
        "pattern": "list-detail",
        "rows": [
          {"title": "Ada", "text": "Ada's thread"},
          {"title": "Grace", "text": "Grace's thread"}
        ],
        "toolbar": [\(toolbar)],
        "fields": [{"id": "composer", "placeholder": "Message"}]
      }
      """
    }

    static let call = #"{"id": "call", "symbol": "☎", "title": "Call"}"#
    static let video = #"{"id": "video", "symbol": "▶", "title": "Video"}"#
    static let mute = #"{"id": "mute", "symbol": "⊘", "title": "Mute"}"#

    /// The lit display's rows as one text.
    private func lit(_ screen: String) -> String {
      (Screen.litDisplay(screen) ?? []).joined(separator: "\n")
    }

    @Test(
      "add an item, save a syntax error, fix it: shown, error kept aside, shown; selection kept")
    func editWhileRunning() async throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("duoterm-screen-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("chat.json")
      try Self.screen(toolbar: Self.call).write(to: file, atomically: false, encoding: .utf8)
      let session = try TmuxSession(["--screen", file.path, "--pose", "open-tall", "--fresh"])
      try await session.waitUntil("the chat", settled: true) { lit($0).contains("☎ Call") }
      session.sendKeys("Down", "Down")
      try await session.waitUntil("Grace selected", settled: true) {
        lit($0).contains("Grace's thread") && !lit($0).contains("Ada's thread\n")
          && lit($0).components(separatedBy: "Grace's thread").count == 3
      }

      // Saved by rename: a new file moved over the old one.
      let temporary = folder.appendingPathComponent("chat.json.swp")
      try Self.screen(toolbar: Self.call + ", " + Self.video)
        .write(to: temporary, atomically: false, encoding: .utf8)
      _ = rename(temporary.path, file.path)
      let added = try await session.waitUntil("the new item", settled: true) {
        lit($0).contains("▶ Video")
      }
      #expect(
        lit(added).components(separatedBy: "Grace's thread").count == 3, "still Grace:\n\(added)")

      // A syntax error, saved in place: the old screen stays, the error is on the status line.
      try "{\n  \"title\": \"Chat\",\n  \"pattern\" \"stack\"\n}\n"
        .write(to: file, atomically: false, encoding: .utf8)
      let broken = try await session.waitUntil("the error on the status line", settled: true) {
        Screen.statusLine($0)?.contains("chat.json:3:13: expected ':'") == true
      }
      #expect(lit(broken).contains("▶ Video"), "the last good screen stays:\n\(broken)")
      #expect(lit(broken).components(separatedBy: "Grace's thread").count == 3)

      // Fixed: the new screen, the error gone, Grace still selected.
      try Self.screen(toolbar: Self.call + ", " + Self.mute)
        .write(to: file, atomically: false, encoding: .utf8)
      let fixed = try await session.waitUntil("the fixed screen", settled: true) {
        lit($0).contains("⊘ Mute")
      }
      #expect(!lit(fixed).contains("▶ Video"))
      #expect(Screen.statusLine(fixed)?.contains("chat.json") == false, "\(fixed)")
      #expect(lit(fixed).components(separatedBy: "Grace's thread").count == 3, "\(fixed)")

      // Watching the file, nothing moving: idle means idle (blocked on the keys and
      // the folder's changes together). Once the autosave the reload asked for (2 s
      // after a change) is done, duoterm neither wakes nor uses CPU for 2 s on end;
      // a timer or a spin would keep it from ever going quiet.
      let pid = try #require(session.pid, "duoterm's process")
      let quiet = await ProcStat.waitUntilQuiet(pid, for: 2, timeout: 15)
      #expect(quiet, "watching a file, idle, duoterm kept waking for 15 s")
      session.sendKeys("F10")
      #expect(try await session.waitForExit() == 0)
    }
  }
}
