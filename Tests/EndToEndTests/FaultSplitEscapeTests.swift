import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Escape sequences that reach duoterm in
  /// two writes a few milliseconds apart (as over SSH, across packets), and ones
  /// too long for one read, sent into the list-detail reply field while it has
  /// focus. duoterm carried nothing from one read to the next, so the rest of a
  /// sequence was typed into the draft (`;10M`, `0000/0000`, the digits of 1,000
  /// wheel reports, a title's 100,000 `T`s). Now none of it is typed.
  @Suite("Faults: escape sequences split across reads are never typed")
  struct FaultSplitEscapeTests {
    /// A sequence in two parts, as hex bytes.
    struct Split: Sendable, CustomTestStringConvertible {
      var name: String
      var first: String
      var second: String
      var testDescription: String { name }
    }

    static let splits = [
      Split(name: "an SGR mouse report", first: "\u{1B}[<0;10", second: ";10M"),
      Split(
        name: "an OSC colour report", first: "\u{1B}]11;rgb:0000/", second: "0000/0000\u{1B}\\"),
      Split(name: "a DCS string", first: "\u{1B}P1$r", second: "0m\u{1B}\\"),
    ]

    /// `text` as `send-keys -H` arguments.
    static func hex(_ text: String) -> [String] {
      text.utf8.map { String(format: "%02x", $0) }
    }

    /// Types the markers around what `send` does, quits, and checks the draft holds
    /// only the markers and the keys still worked.
    private func expectNothingTyped(_ send: (TmuxSession) throws -> Void) async throws {
      let folder = try StateFolder()
      let session = try await TmuxSession.replying(in: folder)
      defer { session.close() }
      session.tmux(["send-keys", "-t", "duo", "-l", "<"])
      _ = try await session.waitUntil("the first marker", timeout: 30) {
        Screen.fieldReads($0, "<")
      }
      try send(session)
      #expect(await session.waitUntilInputRead(timeout: 30), "duoterm reads its input")
      session.tmux(["send-keys", "-t", "duo", "-l", ">"])
      _ = await session.settledScreen("the second marker", timeout: 20) {
        Screen.fieldReads($0, "<>")
      }
      session.sendKeys("F2")
      let screen = await session.settledScreen("F2 after the sequence", timeout: 20) {
        Screen.pose($0) == "open"
      }
      #expect(Screen.pose(screen) == "open", "keys still work:\n\(screen)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0, "duoterm quit by F10")
      let draft = folder.value("models.list-detail.drafts.1.text") as? String
      #expect(draft == "<>", "the draft holds only the markers: \(String(describing: draft))")
    }

    @Test("a sequence in two writes a few ms apart is dropped whole", arguments: splits)
    func twoWrites(split: Split) async throws {
      try await expectNothingTyped { session in
        // One tmux command list: the first write reaches the terminal, a shell
        // sleeps 5 ms, then the second write; no client starting in between.
        session.tmux(
          ["send-keys", "-t", "duo", "-H"] + Self.hex(split.first)
            + [";", "run-shell", "sleep 0.005", ";", "send-keys", "-t", "duo", "-H"]
            + Self.hex(split.second))
      }
    }

    /// Input too long for one read (duoterm reads at most 4,096 inputs at a time),
    /// written at once as a person's terminal would (a paste buffer, not bracketed).
    static let long: [(name: String, text: String)] = [
      ("1,000 SGR wheel reports", String(repeating: "\u{1B}[<64;10;10M", count: 1000)),
      ("an OSC title of 100,000 T", "\u{1B}]2;" + String(repeating: "T", count: 100_000) + "\u{7}"),
      ("a 50 KB DCS string", "\u{1B}P" + String(repeating: "D", count: 50_000) + "\u{1B}\\"),
      ("a CSI of 5,000 parameters", "\u{1B}[" + String(repeating: "1;", count: 5000) + "m"),
    ]

    @Test("input longer than a read is dropped whole", arguments: long)
    func longInput(name: String, text: String) async throws {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("duoterm-split-\(UUID().uuidString)").path
      try text.write(toFile: file, atomically: false, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: file) }
      try await expectNothingTyped { session in
        session.tmux(
          ["load-buffer", "-b", "raw", file, ";", "paste-buffer", "-d", "-b", "raw", "-t", "duo"])
      }
    }
  }
}
