import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Faults: pastes into the list-detail reply field. A 1 MB bracketed
  /// paste, and a paste whose end marker never comes, are bounded (the draft holds at
  /// most its limit, 10,000 characters) and the keys after them still arrive.
  @Suite("Faults: huge and unterminated pastes")
  struct FaultPasteTests {
    /// The most characters a draft holds (`Draft.limit`).
    static let draftLimit = 10_000

    /// `count` lines of 99 characters and a newline, each numbered.
    static func text(lines count: Int) -> String {
      (1...count).map { number in
        let head = "line \(String(repeating: "0", count: 6 - String(number).count))\(number) "
        return head + String(repeating: "abcdefghij", count: 10).prefix(99 - head.count) + "\n"
      }.joined()
    }

    /// Loads `text` into a tmux buffer named `name`.
    private func load(_ session: TmuxSession, _ text: String, name: String) throws {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("duoterm-paste-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
      try text.write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      let loaded = session.tmux(["load-buffer", "-b", name, file.path])
      #expect(loaded.status == 0, "\(loaded)")
    }

    /// After the paste: Escape leaves the field and F2 opens the phone (keys still
    /// arrive), F10 quits; returns the saved draft of the first message.
    private func keysStillArrive(_ session: TmuxSession, _ folder: StateFolder, after what: String)
      async throws -> String
    {
      session.sendKeys("Escape")
      session.sendKeys("F2")
      _ = try await session.waitUntil("F2 to arrive after \(what)", timeout: 120) {
        Screen.pose($0) == "open"
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      #expect(session.terminalProblems() == [])
      let draft = folder.value("models.list-detail.drafts.1.text") as? String
      return try #require(draft, "no draft saved: \(String(describing: folder.session()))")
    }

    @Test("a 1 MB bracketed paste: the draft holds its limit; Backspace, a key and F2 still arrive")
    func megabytePaste() async throws {
      let folder = try StateFolder()
      let session = try await TmuxSession.replying(in: folder)
      defer { session.close() }
      let text = Self.text(lines: 10_486)
      #expect(text.utf8.count >= 1_048_576)
      try load(session, text, name: "megabyte")
      session.tmux(["paste-buffer", "-p", "-b", "megabyte", "-t", "duo"])
      // Nothing is cut without a word: the status line says how much.
      #expect(text.count == 1_048_600)
      let told = "paste cut to 10,000 of 1,048,600 characters"
      _ = try await session.waitUntil("the status line to tell the cut", timeout: 120) {
        $0.contains(told)
      }
      session.sendKeys("BSpace")
      session.tmux(["send-keys", "-t", "duo", "-l", "Q"])
      let draft = try await keysStillArrive(session, folder, after: "1 MB")
      #expect(draft.count == Self.draftLimit, "the draft holds \(draft.count) characters")
      #expect(
        draft.hasPrefix(String(text.prefix(Self.draftLimit - 1))), "the paste's start, in order")
      #expect(
        draft.last == "Q", "the key after the paste: \(String(draft.suffix(20)).debugDescription)")
    }

    @Test("a paste with no end marker ends when input pauses; keys after it are keys")
    func unterminatedPaste() async throws {
      let folder = try StateFolder()
      let session = try await TmuxSession.replying(in: folder)
      defer { session.close() }
      // The start marker, 200 kB of text, and no end marker.
      let text = Self.text(lines: 2_000)
      try load(session, text, name: "open-ended")
      session.tmux(["send-keys", "-t", "duo", "-H", "1b", "5b", "32", "30", "30", "7e"])
      session.tmux(["paste-buffer", "-b", "open-ended", "-t", "duo"])
      // Once input pauses the paste is typed into the field (which shows its end).
      _ = try await session.waitUntil("the open paste to end", timeout: 60) {
        $0.contains("abcdefghij")
      }
      session.sendKeys("BSpace")
      session.tmux(["send-keys", "-t", "duo", "-l", "Z"])
      let draft = try await keysStillArrive(session, folder, after: "an unterminated paste")
      #expect(draft.count == Self.draftLimit, "the draft holds \(draft.count) characters")
      #expect(draft.hasPrefix(String(text.prefix(Self.draftLimit - 1))))
      #expect(
        draft.last == "Z", "the key after the pause: \(String(draft.suffix(20)).debugDescription)")
    }

    @Test("a short paste with no end marker: typed as text after the pause, then keys work")
    func shortUnterminatedPaste() async throws {
      let folder = try StateFolder()
      let session = try await TmuxSession.replying(in: folder)
      defer { session.close() }
      session.tmux(["send-keys", "-t", "duo", "-H", "1b", "5b", "32", "30", "30", "7e"])
      session.tmux(["send-keys", "-t", "duo", "-l", "no end in sight"])
      _ = try await session.waitUntil("the open paste to end", timeout: 30) {
        $0.contains("no end in sight")
      }
      session.tmux(["send-keys", "-t", "duo", "-l", "!"])
      _ = try await session.waitUntil("a key after the pause", timeout: 30) {
        $0.contains("no end in sight!")
      }
      let draft = try await keysStillArrive(session, folder, after: "a short open paste")
      #expect(draft == "no end in sight!")
    }
  }
}
