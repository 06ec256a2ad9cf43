import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The region overlay (F8): every reserved region named with its kind
  /// and state in a legend outside the lit display, and the audit line;
  /// F8 again takes it away.
  @Suite("The region overlay in tmux")
  struct RegionOverlayTests {
    /// A pose and the region labels the overlay must show in it.
    struct Case: Sendable, CustomTestStringConvertible {
      var pose: String
      var labels: [[String]]
      var testDescription: String { pose }
    }

    static let cases = [
      // Closed, the outer display has one region: the status bar.
      Case(pose: "closed", labels: [["status-bar", "occlusion", "active"]]),
      // Flat, the fold is there but inactive; the status bar is active.
      Case(
        pose: "open",
        labels: [["fold", "division", "inactive"], ["status-bar", "occlusion", "active"]]),
      // Partly folded like a book, the fold is active.
      Case(
        pose: "book",
        labels: [["fold", "division", "active"], ["status-bar", "occlusion", "active"]]),
    ]

    @Test(
      "F8 names the regions and says no control is in the fold; F8 again removes it",
      arguments: cases
    )
    func overlay(test: Case) async throws {
      let session = try TmuxSession(["--pattern", "list-detail", "--pose", test.pose])
      let plain = try await session.waitUntil(test.pose, settled: true) {
        Screen.pose($0) == test.pose
      }
      #expect(!plain.contains("no control in the fold"))
      session.sendKeys("F8")
      let overlay = await session.settledScreen("the overlay") {
        $0.contains("no control in the fold")
      }
      // The legend is outside the lit display: read the whole screen.
      let rows = overlay.components(separatedBy: "\n")
      let lit = try #require(Screen.litDisplay(overlay), "no lit display:\n\(overlay)")
      for label in test.labels {
        #expect(
          Screen.reads(label, in: rows),
          "the overlay does not name '\(label.joined(separator: " "))':\n\(overlay)")
        #expect(!Screen.reads(label, in: lit), "the legend is on the lit display:\n\(overlay)")
      }
      if test.pose == "open" {
        #expect(
          !Screen.reads(["fold", "division", "active"], in: rows), "flat, the fold is inactive")
      }
      let audit = overlay.split(separator: "\n").filter { $0.contains("in the fold") }
      #expect(
        audit.map { $0.trimmingCharacters(in: .whitespaces) } == ["no control in the fold"],
        "the audit line: \(audit)")

      session.sendKeys("F8")
      let after = await session.settledScreen("the overlay gone") {
        !$0.contains("no control in the fold")
      }
      #expect(after == plain, "F8 twice leaves the screen as it was:\n\(after)")
    }
  }
}
