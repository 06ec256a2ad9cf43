import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Faults: unknown and malformed escape sequences, sent raw into the
  /// list-detail reply field while it has focus. Each is dropped whole: nothing of
  /// it is typed into the draft, none of it runs as a key, and duoterm keeps running
  /// (a key ncurses knows and duoterm does not, or bytes that are not UTF-8, once
  /// made it think its input had closed).
  @Suite("Faults: unknown escape sequences are never typed")
  struct FaultEscapeTests {
    /// A sequence a terminal (or a confused program) may send, as hex bytes.
    struct Sequence: Sendable, CustomTestStringConvertible {
      var name: String
      var bytes: [String]
      var testDescription: String { name }
    }

    static let sequences = [
      Sequence(name: "an unknown CSI", bytes: ["1b", "5b", "39", "39", "7a"]),
      Sequence(name: "a CSI cut short", bytes: ["1b", "5b", "3f"]),
      Sequence(name: "Ctrl-Up (ncurses knows it)", bytes: ["1b", "5b", "31", "3b", "35", "41"]),
      Sequence(
        name: "Shift-F5 (ncurses knows it)", bytes: ["1b", "5b", "31", "35", "3b", "32", "7e"]),
      Sequence(name: "SS3 with a modifier", bytes: ["1b", "4f", "35", "50"]),
      Sequence(
        name: "an OSC colour report ended by BEL",
        bytes: ["1b", "5d", "31", "31", "3b", "72", "67", "62", "3a", "30", "2f", "30", "07"]),
      Sequence(
        name: "an OSC title ended by ST",
        bytes: ["1b", "5d", "32", "3b", "74", "69", "74", "6c", "65", "1b", "5c"]),
      Sequence(name: "a DCS string", bytes: ["1b", "50", "31", "24", "72", "78", "1b", "5c"]),
      Sequence(name: "an APC string", bytes: ["1b", "5f", "61", "62", "1b", "5c"]),
      Sequence(
        name: "an SGR mouse report", bytes: ["1b", "5b", "3c", "30", "3b", "31", "3b", "31", "4d"]),
      Sequence(name: "an X10 mouse report", bytes: ["1b", "5b", "4d", "20", "21", "21"]),
      Sequence(name: "an 8-bit CSI in UTF-8", bytes: ["c2", "9b", "33", "7e"]),
      Sequence(name: "bytes that are not UTF-8", bytes: ["ff", "fe"]),
      Sequence(name: "UTF-8 cut short", bytes: ["e2", "82"]),
    ]

    @Test("dropped whole between two typed markers; duoterm keeps running", arguments: sequences)
    func dropped(sequence: Sequence) async throws {
      let folder = try StateFolder()
      let session = try await TmuxSession.replying(in: folder)
      defer { session.close() }
      session.tmux(["send-keys", "-t", "duo", "-l", "<"])
      _ = try await session.waitUntil("the first marker", timeout: 30) {
        Screen.fieldReads($0, "<")
      }
      session.tmux(["send-keys", "-t", "duo", "-H"] + sequence.bytes)
      // The sequence read alone, then the closing marker and a global key.
      #expect(await session.waitUntilInputRead(), "duoterm reads its input")
      session.tmux(["send-keys", "-t", "duo", "-l", ">"])
      _ = await session.settledScreen("the second marker", timeout: 20) {
        Screen.fieldReads($0, "<>")
      }
      session.sendKeys("F2")
      let screen = await session.settledScreen("F2 after the sequence", timeout: 20) {
        Screen.pose($0) == "open"
      }
      #expect(Screen.pose(screen) == "open", "keys still work:\n\(screen)")
      #expect(!screen.contains("safe area"), "no key ran: the region overlay is off:\n\(screen)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0, "duoterm quit by F10, not by itself")
      let draft = folder.value("models.list-detail.drafts.1.text") as? String
      #expect(draft == "<>", "the draft holds only the markers: \(String(describing: draft))")
    }
  }
}
