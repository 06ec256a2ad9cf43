import TestSupport
import Testing

extension EndToEnd {
  /// The picture follows the terminal's size, however the resize and the keys
  /// interleave.
  @Suite("Resizing in tmux")
  struct ResizeTests {
    @Test("each size draws its own frame: 200×50, 80×24, 120×36 and back")
    func followsTheSize() async throws {
      let session = try TmuxSession(width: 200, height: 50)
      try await session.waitUntil("the status line") { Screen.statusLine($0) != nil }
      for (width, height) in [(80, 24), (120, 36), (200, 50)] {
        session.resize(width, height)
        // The status line is the frame's last row and the displays' titles its top
        // ones; tmux keeps the bottom of the old frame when it shrinks a pane, so it
        // takes both to know the new frame is drawn.
        let screen = try await session.waitUntil("the phone at \(width)×\(height)") {
          Screen.statusRow($0) == height - 1 && $0.contains("Outer display · lit")
            && $0.contains("Inner display")
        }
        let widths = screen.split(separator: "\n").map { Screen.displayWidth(String($0)) }
        #expect(widths.allSatisfy { $0 <= width })
        // The displays grow with the terminal: the widest row takes most of it.
        #expect((widths.max() ?? 0) > width * 2 / 3, "the frame at \(width)×\(height): \(widths)")
      }
    }

    /// A SIGWINCH that lands while duoterm is busy with a key must still be
    /// handled, without waiting for another key.
    @Test("a resize that arrives while a key is being handled is not lost")
    func resizeDuringKey() async throws {
      let session = try TmuxSession(width: 200, height: 50)
      try await session.waitUntil("the status line") { Screen.statusLine($0) != nil }
      for trial in 1...12 {
        let small = trial % 2 == 1
        session.sendKeys("F8")
        session.resize(small ? 40 : 200, small ? 12 : 50)
        try await session.waitUntil(
          small ? "the too-small message (trial \(trial))" : "the phone (trial \(trial))",
          timeout: 3
        ) {
          small
            ? Screen.words($0).contains("terminal too small") && Screen.statusLine($0) == nil
            : Screen.statusRow($0) == 49
        }
      }
    }
  }
}
