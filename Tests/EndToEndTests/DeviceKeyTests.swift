import Testing

extension EndToEnd {
  /// Each device key in a real terminal, checked on the status line and the picture
  /// (README.md, Keys).
  @Suite("Device keys in tmux")
  struct DeviceKeyTests {
    /// A started session showing the closed phone.
    private func started() async throws -> TmuxSession {
      let session = try TmuxSession()
      try await session.waitUntil("the status line", settled: true) { Screen.statusLine($0) != nil }
      return session
    }

    /// Waits until the status line contains `text`; returns the screen.
    @discardableResult
    private func waitForStatus(_ session: TmuxSession, _ text: String) async throws -> String {
      try await session.waitUntil("a status line with '\(text)'") {
        Screen.statusLine($0)?.contains(text) == true
      }
    }

    @Test("F2 opens the phone: the inner display lights at 951×669 pt")
    func openWithF2() async throws {
      let session = try await started()
      session.sendKeys("F2")
      let screen = try await waitForStatus(session, "951×669 pt")
      #expect(Screen.pose(screen) == "open")
      #expect(screen.contains("Inner display · lit"))
      #expect(screen.contains("Outer display · dark"))
      session.sendKeys("F2")
      let closed = try await waitForStatus(session, "466×678 pt")
      #expect(Screen.pose(closed) == "closed")
      #expect(closed.contains("Outer display · lit"))
    }

    @Test("F3 folds into book with an active fold band; F3 again flattens it")
    func bookWithF3() async throws {
      let session = try await started()
      session.sendKeys("F3")
      let book = try await session.waitUntil("book") { Screen.pose($0) == "book" }
      #expect(book.contains("░"))
      #expect(Screen.statusLine(book)?.contains("951×669 pt") == true)
      session.sendKeys("F3")
      let open = try await session.waitUntil("open") { Screen.pose($0) == "open" }
      #expect(open.contains("┊"))
      #expect(!open.contains("░"))
    }

    @Test("F5 rotates: 669×951 open, 678×466 closed")
    func rotateWithF5() async throws {
      let session = try await started()
      session.sendKeys("F5")
      let sideways = try await waitForStatus(session, "678×466 pt")
      #expect(Screen.pose(sideways) == "closed-landscape")
      session.sendKeys("F5", "F2")
      try await waitForStatus(session, "951×669 pt")
      session.sendKeys("F5")
      let tall = try await waitForStatus(session, "669×951 pt")
      #expect(Screen.pose(tall) == "open-tall")
    }

    @Test("F4 folds into tabletop")
    func tabletopWithF4() async throws {
      let session = try await started()
      session.sendKeys("F4")
      let screen = try await session.waitUntil("tabletop") { Screen.pose($0) == "tabletop" }
      #expect(screen.contains("░"))
      #expect(Screen.statusLine(screen)?.contains("669×951 pt") == true)
    }

    @Test("F6 and F7 turn the hinge by 15°")
    func hingeWithF6F7() async throws {
      let session = try await started()
      session.sendKeys("F2")
      let open = try await waitForStatus(session, "951×669 pt")
      #expect(Screen.statusLine(open)?.contains("hinge 180°") == true)
      session.sendKeys("F6")
      try await waitForStatus(session, "hinge 165°")
      session.sendKeys("F7")
      let back = try await waitForStatus(session, "hinge 180°")
      #expect(Screen.pose(back) == "open")
    }

    @Test("F8 shows and hides the region overlay")
    func overlayWithF8() async throws {
      let session = try await started()
      let plain = session.capture()
      #expect(!plain.contains("no control in the fold"))
      session.sendKeys("F8")
      try await session.waitUntil("the overlay") { $0.contains("no control in the fold") }
      session.sendKeys("F8")
      let after = try await session.waitUntil("no overlay", settled: true) {
        !$0.contains("no control in the fold")
      }
      #expect(after == plain)
    }

    @Test("F1 and ? show the help; Escape closes it", arguments: ["F1", "?"])
    func help(key: String) async throws {
      let session = try await started()
      let plain = session.capture()
      #expect(!plain.contains("DuoTerm keys"))
      session.sendKeys(key)
      let help = try await session.waitUntil("the help") { $0.contains("DuoTerm keys") }
      #expect(help.contains("F10"))
      session.sendKeys("Escape")
      let after = try await session.waitUntil("the help to close", settled: true) {
        !$0.contains("DuoTerm keys")
      }
      #expect(after == plain)
    }

    @Test("F9 steps through every pattern and comes back to the first")
    func patternsWithF9() async throws {
      let names = try DuotermBinary.patternNames()
      try #require(!names.isEmpty)
      let session = try await started()
      let first = try #require(Screen.statusFields(session.capture()).first { names.contains($0) })
      var index = try #require(names.firstIndex(of: first))
      for _ in names {
        session.sendKeys("F9")
        index = (index + 1) % names.count
        let expected = names[index]
        try await session.waitUntil("pattern \(expected)") {
          Screen.statusFields($0).contains(expected)
        }
      }
      // F2 after the last F9: once the phone is open, every F9 has been handled.
      session.sendKeys("F2")
      let screen = try await waitForStatus(session, "951×669 pt")
      #expect(Screen.statusFields(screen).contains(first))
      #expect(session.alternateOn)
      #expect(session.pid != nil, "duoterm is still running")
    }
  }
}
