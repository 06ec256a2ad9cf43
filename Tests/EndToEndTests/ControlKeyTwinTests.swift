import TestSupport
import Testing

extension EndToEnd {
  /// Every device action also has a Ctrl key that works inside tmux; each must do
  /// exactly what its function key does (README.md, Keys).
  @Suite("Ctrl twins of the device keys in tmux")
  struct ControlKeyTwinTests {
    /// One device key and its Ctrl twin, the keys that set the scene first, and
    /// what the screen shows once the key has been handled.
    struct Twin: Sendable, CustomTestStringConvertible {
      var function: String
      var control: String
      var setup: [String] = []
      var shows: @Sendable (String) -> Bool

      var testDescription: String { "\(control) = \(function)" }
    }

    static func status(_ text: String) -> @Sendable (String) -> Bool {
      { Screen.statusLine($0)?.contains(text) == true }
    }

    /// True when the status line names the second pattern (the first, if only one).
    static func nextPattern(_ screen: String) -> Bool {
      guard let names = try? DuotermBinary.patternNames(), !names.isEmpty else { return false }
      return Screen.statusFields(screen).contains(names[1 % names.count])
    }

    static let twins: [Twin] = [
      Twin(function: "F2", control: "C-o", shows: status("951×669 pt")),
      Twin(
        function: "F3", control: "C-k", shows: { Screen.pose($0) == "book" && $0.contains("░") }),
      Twin(function: "F4", control: "C-t", shows: { Screen.pose($0) == "tabletop" }),
      Twin(function: "F5", control: "C-r", shows: status("678×466 pt")),
      Twin(function: "F6", control: "C-d", setup: ["F2"], shows: status(" 165° ")),
      Twin(
        function: "F7", control: "C-u", setup: ["F2", "F6", "F6"], shows: status(" 165° ")),
      Twin(function: "F8", control: "C-g", shows: { $0.contains("no control in the fold") }),
      // With one pattern F9 comes back to it; the help opened after it shows it was handled.
      Twin(function: "F9", control: "C-n", shows: nextPattern),
    ]

    /// Starts a session, plays the setup keys and `key`, then opens the help as a
    /// barrier (keys are handled in order) and closes it again. Returns the screen
    /// once it shows what the key does and is still: a fold's region turns active
    /// 0.7–0.9 s after its hinge settles, and under load a screen caught still in
    /// that pause (before the ░) was taken for the end and failed C-k = F3.
    private func play(_ key: String, _ twin: Twin) async throws -> (TmuxSession, String) {
      let session = try TmuxSession(width: 120, height: 36)
      try await session.waitUntil("the status line") { Screen.statusLine($0) != nil }
      for setup in twin.setup { session.sendKeys(setup) }
      session.sendKeys(key, "F1")
      try await session.waitUntil("the help after \(key)") { $0.contains("DuoTerm keys") }
      session.sendKeys("F1")
      let screen = try await session.waitUntil(
        "the help to close and \(key) to have acted", timeout: 30, settled: true
      ) { !$0.contains("DuoTerm keys") && twin.shows($0) }
      return (session, screen)
    }

    @Test("the Ctrl twin does what the function key does", arguments: twins)
    func twinMatchesFunctionKey(twin: Twin) async throws {
      let (viaFunction, functionScreen) = try await play(twin.function, twin)
      let (viaControl, controlScreen) = try await play(twin.control, twin)
      #expect(controlScreen == functionScreen)
      #expect(viaControl.alternateOn && viaFunction.alternateOn)
    }
  }
}
