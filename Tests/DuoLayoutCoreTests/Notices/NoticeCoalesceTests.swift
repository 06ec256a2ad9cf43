import Testing

@testable import DuoLayoutCore

/// A key pressed thousands of times (Ctrl-A at the largest text size, Ctrl-P, a
/// pose the device lacks) gave one queued notice each: 300 presses were 15 minutes
/// of one message, and each press cost more than the one before.
@Suite("Notice queue: equal notices coalesce, the queue is bounded")
struct NoticeCoalesceTests {
  @Test("equal notices are one, counted ×N, shown for their time from the last one")
  func coalesce() {
    var queue = NoticeQueue()
    for press in 0..<300 {
      queue.post(.info("text size 200% is the largest"), at: Double(press) / 100)
    }
    #expect(queue.all.count == 1)
    #expect(queue.shown?.text == "text size 200% is the largest ×300")
    #expect(queue.nextDeadline == 2.99 + Notice.infoDuration)
    queue.advance(to: 2.99 + Notice.infoDuration)
    #expect(queue.isEmpty, "gone seconds after the last press, not after 15 minutes")
  }

  @Test("different notices: at most a few timed ones wait, the newest kept")
  func bounded() {
    var queue = NoticeQueue()
    queue.post(.error("session not saved: disk full", source: "session"), at: 0)
    for number in 0..<1000 { queue.post(.info("message \(number)"), at: 0) }
    let timed = queue.all.filter { $0.duration != nil }
    #expect(timed.count <= NoticeQueue.timedLimit)
    #expect(timed.last?.text == "message 999")
    #expect(queue.shown?.text == "session not saved: disk full", "an error is never dropped")
  }

  @Test("10,000 presses of Ctrl-A at the largest text size leave one notice, counted")
  func manyPresses() throws {
    var state = EmulatorState(pose: .closed)
    for press in 0..<10_000 {
      state = reduce(state, .key(.control("a")), at: Double(press) / 1000)
    }
    #expect(state.notices.all.count == 1, "\(state.notices.all.map(\.text))")
    let text = try #require(state.notices.shown?.text)
    let count = try #require(Int(text.split(separator: "×").last ?? ""))
    #expect(count > 9_990, "\(text)")
  }
}
