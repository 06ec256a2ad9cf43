import Testing

extension EndToEnd {
  /// A fold animates (nodes glide ~0.3 s from their old frame
  /// to their new one), Reduce Motion jumps, and a key pressed mid-animation acts
  /// on the new state.
  @Suite("Transitions in tmux")
  struct TransitionTests {
    /// How many rows of `capture` match neither `before` nor `after` row for row.
    static func rowsBetween(_ capture: String, _ before: String, _ after: String) -> Int {
      func rows(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
      }
      let (b, a) = (rows(before), rows(after))
      return rows(capture).enumerated().count { index, row in
        (index >= b.count || row != b[index]) && (index >= a.count || row != a[index])
      }
    }

    /// True when `capture` is a frame in between: at least three of its rows match
    /// neither the frame before nor the one after. (A capture taken while tmux is
    /// still receiving one frame mixes the two by rows, with at most one row cut.)
    static func isBetween(_ capture: String, _ before: String, _ after: String) -> Bool {
      rowsBetween(capture, before, after) >= 3
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
            ? "before" : capture == after ? "after" : "\(rowsBetween(capture, before, after)) rows"
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

    @Test("F3 in list-detail shows frames in between the open and the book layout")
    func foldAnimates() async throws {
      let session = try await started([])
      var windows: [Window] = []
      // tmux may be slow to answer on a loaded machine: try a few windows.
      for _ in 1...3 {
        let window = try await foldWindow(session)
        windows.append(window)
        if !window.between.isEmpty { break }
      }
      let last = try #require(windows.last)
      #expect(last.before != last.after, "F3 changed nothing:\n\(last.after)")
      #expect(
        !last.between.isEmpty,
        "no frame in between in \(windows.count) tries; captures: \(windows.map(\.summary))")
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

    /// The pager's `3–4 / 38` once two-page has settled in book after `keys`.
    private func pagerAfter(_ keys: [String]) async throws -> (first: Int, last: Int, of: Int)? {
      let session = try TmuxSession(["--pattern", "two-page", "--pose", "open"])
      try await session.waitUntil("two pages open", settled: true) {
        Screen.pose($0) == "open" && $0.contains("1–2 / ")
      }
      session.tmux(["send-keys", "-t", "duo"] + keys)
      let screen = await session.settledScreen("book, settled") { Screen.pose($0) == "book" }
      guard let match = screen.firstMatch(of: /(\d+)–(\d+) \/ (\d+)/) else { return nil }
      return (Int(match.1) ?? 0, Int(match.2) ?? 0, Int(match.3) ?? 0)
    }

    @Test("a key pressed mid-animation is not lost: F3 and Right at once turn the page")
    func keyDuringAnimation() async throws {
      async let turned = pagerAfter(["F3", "Right"])
      async let folded = pagerAfter(["F3"])
      let (withRight, alone) = try await (turned, folded)
      let right = try #require(withRight, "no pager after F3 Right")
      let control = try #require(alone, "no pager after F3")
      #expect(control.first == 1 && control.last == 2, "F3 alone: \(control)")
      #expect(right.first == 3 && right.last == 4, "F3 then Right: \(right)")
      #expect(right.of == control.of)
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
      "the faithful timeline shows the in-between widths on open, then settles",
      arguments: ["--faithful-timeline", "F12", "C-w"])
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
        if seen.contains(where: Self.inBetweenWidth) { break }
        // Missed it: close (wait for that to settle too) and open again.
        session.sendKeys("F2")
        _ = await session.settledScreen("closed, settled") {
          Screen.statusLine($0).map { $0.contains("466×678 pt") && !$0.contains("timeline:") }
            ?? false
        }
      }
      #expect(
        seen.contains(where: Self.inBetweenWidth),
        "no in-between width on the status line: \(Set(seen).sorted())")
      let status = Screen.statusLine(settled) ?? ""
      #expect(Screen.pose(settled) == "open")
      #expect(status.contains("951×669 pt"), "\(status)")
      #expect(!status.contains("timeline:"), "\(status)")
    }

    static func inBetweenWidth(_ status: String) -> Bool {
      status.contains("timeline:")
        && (status.contains("usable 466 pt") || status.contains("usable 951"))
    }

    @Test("without the faithful timeline, F2 opens with no timeline step")
    func timelineOffByDefault() async throws {
      let session = try TmuxSession()
      try await session.waitUntil("the closed phone", settled: true) { Screen.pose($0) == "closed" }
      let seen = await session.captures(after: ["F2"], for: 0.5).compactMap(Screen.statusLine)
      let settled = await session.settledScreen("open") {
        Screen.statusLine($0)?.contains("951×669 pt") == true
      }
      #expect(Screen.pose(settled) == "open")
      #expect(!seen.contains { $0.contains("timeline") }, "\(Set(seen).sorted())")
    }
  }
}
