import TestSupport
import Testing

extension EndToEnd {
  /// duoterm run where it cannot draw: one line on standard error naming the
  /// problem, nothing on standard output, exit status 2, and no escape sequence
  /// written anywhere.
  @Suite("Not a terminal")
  struct NotATerminalTests {
    /// Where standard input and output go, and the words the error must contain.
    struct Setup: Sendable, CustomTestStringConvertible {
      var name: String
      var stdinIsTerminal: Bool
      var stdoutIsTerminal: Bool
      var names: String
      var testDescription: String { name }
    }

    static let setups = [
      Setup(
        name: "duoterm < /dev/null", stdinIsTerminal: false, stdoutIsTerminal: true,
        names: "standard input"),
      Setup(
        name: "duoterm | cat", stdinIsTerminal: true, stdoutIsTerminal: false,
        names: "standard output"),
      Setup(
        name: "duoterm < /dev/null | cat", stdinIsTerminal: false, stdoutIsTerminal: false,
        names: "standard input"),
    ]

    @Test("without a terminal on both ends duoterm exits 2 with one line", arguments: setups)
    func noTerminal(setup: Setup) throws {
      let pty = try PseudoTerminal()
      let result = try DuotermBinary.run(
        [], environment: ["TERM": "xterm-256color"],
        stdin: setup.stdinIsTerminal ? .descriptor(pty.terminal) : .null,
        stdout: setup.stdoutIsTerminal ? .descriptor(pty.terminal) : .pipe)
      #expect(result.status == 2, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.hasSuffix("\n"))
      #expect(result.stderr.contains(setup.names), "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(pty.drain().isEmpty, "nothing may reach the terminal")
    }

    @Test(
      "in tmux, an empty, missing, unknown or cursorless TERM exits 2 with one line naming TERM",
      arguments: [("empty", ""), ("unset", nil), ("unknown", "nosuchterm"), ("no cursor", "dumb")]
        as [(String, String?)])
    func badTerm(label: String, term: String?) async throws {
      let session = try TmuxSession(width: 200, height: 20, environment: ["TERM": term])
      #expect(try await session.waitForExit() == 2)
      let lines = session.capture().split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty
      }
      #expect(lines.count == 2, "one error line, then the exit marker: \(lines)")
      let message = try #require(lines.first)
      #expect(message.hasPrefix("duoterm: "))
      #expect(message.contains("TERM"))
      if let term, !term.isEmpty { #expect(message.contains(term)) }
      #expect(lines.last?.hasPrefix("EXIT=2") == true)
      #expect(!session.alternateOn)
      #expect(session.cursorVisible)
      #expect(session.ttyAfterExit == "same")
    }
  }
}
