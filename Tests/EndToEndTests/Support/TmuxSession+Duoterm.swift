import Foundation
import TestSupport

extension TmuxSession {
  /// Starts duoterm with `arguments` in a `width` × `height` pane, with
  /// TERM=xterm-256color, LC_ALL=C.UTF-8 and state and config in `home`. The pane
  /// runs duoterm, then prints `EXIT=<status> TTY=<same|changed>` (did the tty
  /// modes come back?) and stays open for inspection. `environment` entries are
  /// exported in the pane after those (a nil value unsets one), so they may
  /// replace them.
  ///
  /// ```swift
  /// let session = try TmuxSession(width: 80, height: 24)
  /// try await session.waitUntil { $0.contains("Outer display") }
  /// session.sendKeys("F2")
  /// ```
  convenience init(
    _ arguments: [String] = [], width: Int = 200, height: Int = 50,
    environment: [String: String?] = [:]
  ) throws {
    let binary = try DuotermBinary.path()
    try self.init(width: width, height: height) { home in
      // A UTF-8 locale, as in any terminal a person uses: without one duoterm (and
      // tmux) would draw every non-ASCII glyph as '?'.
      var script = "export TERM=xterm-256color SWIFT_BACKTRACE=enable=no LC_ALL=C.UTF-8\n"
      script += "export XDG_STATE_HOME=\(Self.quoted(home)) XDG_CONFIG_HOME=\(Self.quoted(home))\n"
      for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
        script += value.map { "export \(name)=\(Self.quoted($0))\n" } ?? "unset \(name)\n"
      }
      script += """
        before=$(stty -g 2>/dev/null)
        \(([binary] + arguments).map(Self.quoted).joined(separator: " "))
        status=$?
        if [ "$(stty -g 2>/dev/null)" = "$before" ]; then tty=same; else tty=changed; fi
        printf '\\nEXIT=%s TTY=%s\\n' "$status" "$tty"
        exec sleep 300
        """
      return ["/bin/sh", "-c", script]
    }
  }

  /// The status the pane's shell printed after duoterm ended, if it has.
  var exitStatus: Int? { marker("EXIT").flatMap { Int($0) } }

  /// `same` when the tty's modes after duoterm equal those before it.
  var ttyAfterExit: String? { marker("TTY") }

  private func marker(_ name: String) -> String? {
    for line in capture().split(separator: "\n") {
      for word in line.split(separator: " ") where word.hasPrefix("\(name)=") {
        return String(word.dropFirst(name.count + 1))
      }
    }
    return nil
  }

  /// Waits for DuoTerm to be up: a settled screen with its status line (a cold
  /// start under load can take many seconds). Returns that screen.
  @discardableResult
  func waitForStart(_ what: String = "the status line") async throws -> String {
    try await waitUntil(what, timeout: 30, settled: true) { Screen.statusLine($0) != nil }
  }

  /// Waits for the exit marker and returns the status.
  func waitForExit(timeout: Double = 10) async throws -> Int {
    try await waitFor("duoterm to exit", timeout: timeout) { exitStatus != nil }
    return exitStatus ?? -1
  }

  /// duoterm in list-detail in a 120×36 pane with its own state folder, the first
  /// message's reply field focused (Tab) and on screen.
  static func replying(in folder: StateFolder) async throws -> TmuxSession {
    let session = try TmuxSession(
      ["--pattern", "list-detail"], width: 120, height: 36, environment: folder.environment)
    try await session.waitForStart()
    session.sendKeys("Tab")
    try await session.waitUntil("the reply field", timeout: 30) { $0.contains("Reply to") }
    return session
  }
}
