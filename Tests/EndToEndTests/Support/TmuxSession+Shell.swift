import Foundation
import TestSupport

extension TmuxSession {
  /// The shell's prompt, so the tests know it is waiting for a command.
  static let prompt = "duo-shell$ "

  /// An interactive shell (bash, with job control) in a pane, for faults that
  /// need one: Ctrl-Z and `fg`, and standard input taken from another terminal.
  /// Commands are typed into it as a person would. TERM, a UTF-8 locale, no
  /// backtracer, `DUOTERM` naming the binary, and `environment` on top.
  ///
  /// ```swift
  /// let shell = try TmuxSession.shell(width: 120, height: 36)
  /// shell.type("echo hi")
  /// try await shell.waitUntil("hi") { $0.contains("hi") }
  /// ```
  static func shell(width: Int = 120, height: Int = 36, environment: [String: String?] = [:])
    throws -> TmuxSession
  {
    var variables: [String: String?] = [
      "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no", "LC_ALL": "C.UTF-8",
      "PS1": prompt, "HISTFILE": "/dev/null", "DUOTERM": try DuotermBinary.path(),
    ]
    for (name, value) in environment { variables[name] = value }
    let assignments = variables.compactMap { name, value in value.map { "\(name)=\($0)" } }
      .sorted()
    return try TmuxSession(width: width, height: height, patience: 30) { _ in
      ["env"] + assignments + ["bash", "--norc", "--noprofile", "-i"]
    }
  }

  /// True when the last line with text is the prompt, waiting for a command.
  var atPrompt: Bool {
    let lines = capture().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return lines.last(where: { !$0.isEmpty }) == Self.prompt.trimmingCharacters(in: .whitespaces)
  }

  /// Waits for the prompt.
  func waitForPrompt(timeout: Double = 30) async throws {
    _ = try await waitUntil("the shell's prompt", timeout: timeout) { _ in atPrompt }
  }
}
