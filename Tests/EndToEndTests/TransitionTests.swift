import TestSupport
import Testing

extension EndToEnd {
  /// In real time: the options `--reduce-motion` (a fold jumps) and
  /// `--faithful-timeline` (the in-between widths show). The glide, the keys F11
  /// and F12 and a key mid-animation, frame by frame on the virtual clock:
  /// TransitionSessionTests.
  @Suite("Transitions in tmux")
  struct TransitionTests {
    /// True when `capture` is a frame in between: at least three of its rows match
    /// neither the frame before nor the one after. (A capture taken while tmux is
    /// still receiving one frame mixes the two by rows, with at most one row cut.)
    static func isBetween(_ capture: String, _ before: String, _ after: String) -> Bool {
      Screen.rowsBetween(capture, before, after) >= 3
    }

    /// What one F3 showed: the settled frame before it, every capture during the
    /// 0.45 s after it, and the settled frame after it.
    struct Window {
      var before: String
      var captures: [String]
      var after: String
      var between: [String] { captures.filter { TransitionTests.isBetween($0, before, after) } }
      var summary: String {
        captures.map { capture in
          capture == before
            ? "before"
            : capture == after ? "after" : "\(Screen.rowsBetween(capture, before, after)) rows"
        }.joined(separator: ", ")
      }
    }

    /// Presses F3 (book from open, open from book) and captures every 15 ms.
    private func foldWindow(_ session: TmuxSession) async throws -> Window {
      let before = try await session.waitUntil("a still frame", settled: true) {
        Screen.statusLine($0) != nil
      }
      let target = Screen.pose(before) == "book" ? "open" : "book"
      let captures = await session.captures(after: ["F3"], for: 0.45)
      let after = try await session.waitUntil("\(target), settled", settled: true) {
        Screen.pose($0) == target
      }
      return Window(before: before, captures: captures, after: after)
    }

    private func started(_ arguments: [String]) async throws -> TmuxSession {
      let session = try TmuxSession(["--pattern", "list-detail", "--pose", "open"] + arguments)
      try await session.waitUntil("the open mailbox", settled: true) {
        Screen.pose($0) == "open" && $0.contains("Inbox")
      }
      return session
    }

    @Test("with --reduce-motion, F3 goes straight from the frame before to the frame after")
    func reduceMotionJumps() async throws {
      let session = try await started(["--reduce-motion"])
      var windows: [Window] = []
      // A capture taken while tmux is still receiving a frame is not an in-between
      // layout; one clean window out of a few shows there is none.
      for _ in 1...4 {
        let window = try await foldWindow(session)
        windows.append(window)
        if window.captures.allSatisfy({ $0 == window.before || $0 == window.after }) { break }
      }
      let last = try #require(windows.last)
      #expect(last.before != last.after, "F3 changed nothing:\n\(last.after)")
      #expect(
        last.captures.allSatisfy { $0 == last.before || $0 == last.after },
        "frames in between in every one of \(windows.count) tries: \(windows.map(\.summary))")
      #expect(last.captures.contains(last.after), "the capture window saw the new frame")
    }

    /// Starts closed, with the faithful timeline on by `how`.
    private func timelineSession(_ how: String) async throws -> TmuxSession {
      let session = try TmuxSession(how == "--faithful-timeline" ? [how] : [])
      try await session.waitUntil("the closed phone", settled: true) { Screen.pose($0) == "closed" }
      if how != "--faithful-timeline" {
        session.sendKeys(how)
        try await session.waitUntil("the timeline on") {
          Screen.statusLine($0)?.contains("faithful timeline") == true
        }
      }
      return session
    }

    @Test(
      "--faithful-timeline shows the in-between widths on open, then settles",
      arguments: ["--faithful-timeline"])
    func faithfulTimeline(how: String) async throws {
      let session = try await timelineSession(how)
      var seen: [String] = []
      var settled = ""
      for _ in 1...5 {
        seen = await session.captures(after: ["F2"], for: 0.6).compactMap(Screen.statusLine)
        settled = await session.settledScreen("open, settled") {
          Screen.statusLine($0).map { $0.contains("951×669 pt") && !$0.contains("timeline:") }
            ?? false
        }
        if seen.contains(where: Screen.showsTimelineStep) { break }
        // Missed it: close (wait for that to settle too) and open again.
        session.sendKeys("F2")
        _ = await session.settledScreen("closed, settled") {
          Screen.statusLine($0).map { $0.contains("466×678 pt") && !$0.contains("timeline:") }
            ?? false
        }
      }
      #expect(
        seen.contains(where: Screen.showsTimelineStep),
        "no in-between width on the status line: \(Set(seen).sorted())")
      let status = Screen.statusLine(settled) ?? ""
      #expect(Screen.pose(settled) == "open")
      #expect(status.contains("951×669 pt"), "\(status)")
      #expect(!status.contains("timeline:"), "\(status)")
    }

  }
}
