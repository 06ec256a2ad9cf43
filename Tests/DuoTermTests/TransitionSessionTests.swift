import DuoLayoutCore
import TestSupport
import Testing

@testable import DuoTerm

/// A fold animates (nodes glide ~0.3 s from their old frame to their new one),
/// Reduce Motion jumps, a key pressed mid-animation acts on the new state, and
/// the faithful timeline shows its in-between widths. Every frame the loop draws
/// on the virtual clock is seen, so no frame is missed and none is waited for.
@Suite("Transitions")
struct TransitionSessionTests {
  static let openMailbox = EmulatorState(pose: .open, pattern: .listDetail)

  @Test("F3 in list-detail shows frames in between the open and the book layout")
  func foldAnimates() {
    let shown = MemoryTerminal.screens(from: Self.openMailbox, steps: ["F3"])
    let (before, after) = (shown[0].text, shown[1].text)
    #expect(Screen.pose(after) == "book" && before != after, "F3 changed nothing:\n\(after)")
    let between = shown[1].seen.filter { Screen.rowsBetween($0, before, after) >= 3 }
    #expect(!between.isEmpty, "no frame in between in \(shown[1].seen.count) frames")
  }

  @Test("with Reduce Motion (F11), F3 goes straight from the frame before to the frame after")
  func reduceMotionJumps() {
    let shown = MemoryTerminal.screens(from: Self.openMailbox, steps: ["F11", "F3"])
    let (before, after) = (shown[1].text, shown[2].text)
    #expect(Screen.pose(after) == "book" && before != after, "F3 changed nothing:\n\(after)")
    let between = shown[2].seen.filter { $0 != before && $0 != after }
    #expect(between.isEmpty, "\(between.count) frames in between:\n\(between.first ?? "")")
  }

  /// The pager's `3–4 / 38` once two-page has settled in book after `keys`.
  static func pagerAfter(_ keys: String) -> (first: Int, last: Int, of: Int)? {
    let shown = MemoryTerminal.screens(
      from: EmulatorState(pose: .open, pattern: .twoPage), steps: [keys])
    guard shown[0].text.contains("1–2 / "), Screen.pose(shown[1].text) == "book",
      let match = shown[1].text.firstMatch(of: /(\d+)–(\d+) \/ (\d+)/)
    else { return nil }
    return (Int(match.1) ?? 0, Int(match.2) ?? 0, Int(match.3) ?? 0)
  }

  @Test("a key pressed mid-animation is not lost: F3 and Right at once turn the page")
  func keyDuringAnimation() throws {
    let right = try #require(Self.pagerAfter("F3 Right"), "no pager after F3 Right")
    let control = try #require(Self.pagerAfter("F3"), "no pager after F3")
    #expect(control.first == 1 && control.last == 2, "F3 alone: \(control)")
    #expect(right.first == 3 && right.last == 4, "F3 then Right: \(right)")
    #expect(right.of == control.of)
  }

  @Test(
    "the faithful timeline shows the in-between widths on open, then settles",
    arguments: ["F12", "C-w"])
  func faithfulTimeline(key: String) {
    let shown = MemoryTerminal.screens(from: EmulatorState(), steps: [key, "F2"])
    #expect(shown[1].seen.contains { Screen.statusLine($0)?.contains("faithful timeline") == true })
    let seen = shown[2].seen.compactMap(Screen.statusLine)
    #expect(
      seen.contains(where: Screen.showsTimelineStep),
      "no in-between width on the status line: \(Set(seen).sorted())")
    let status = Screen.statusLine(shown[2].text) ?? ""
    #expect(Screen.pose(shown[2].text) == "open")
    #expect(status.contains("951×669 pt"), "\(status)")
    #expect(!status.contains("timeline:"), "\(status)")
  }

  @Test("without the faithful timeline, F2 opens with no timeline step")
  func timelineOffByDefault() {
    let shown = MemoryTerminal.screens(from: EmulatorState(), steps: ["F2"])
    let seen = shown[1].seen.compactMap(Screen.statusLine)
    #expect(Screen.pose(shown[1].text) == "open")
    #expect(Screen.statusLine(shown[1].text)?.contains("951×669 pt") == true)
    #expect(!seen.contains { $0.contains("timeline") }, "\(Set(seen).sorted())")
  }
}
