import Testing

@testable import DuoLayoutCore

/// Every key that changes a model shows it. What the screen shows by
/// itself needs nothing more; what it would not (a mark set, a message pushed
/// beside the list, a mark that is not there, a key nothing takes) goes on the
/// status line for a moment, through the notice queue.
@Suite("Feedback for every key")
struct FeedbackTests {
  static func press(_ keys: [Key], pattern: PatternID, pose: Pose = .open) -> EmulatorState {
    var state = EmulatorState(pose: pose, pattern: pattern)
    for key in keys { state = reduce(state, .key(key), at: 0) }
    return state
  }

  @Test("G with no mark says so; M marks the page and shows it; G then says where")
  func mark() throws {
    #expect(
      Self.press([.character("g")], pattern: .twoPage).notice == "no mark yet: M marks this place")
    let marked = Self.press([.right, .character("m")], pattern: .twoPage)
    #expect(marked.notice?.hasPrefix("marked page 3") == true, "\(marked.notice ?? "")")
    let header = try #require(marked.tree.node(id: "page.first.header"))
    guard case .label(let text) = header.role else { return }
    #expect(text.hasPrefix("⚑"), "the marked page says so: \(text)")
    #expect(marked.tree.node(id: "toolbar.mark")?.emphasis == .selected)
    let back = Self.press([.right, .character("m"), .home, .character("g")], pattern: .twoPage)
    #expect(back.notice == "back at the mark, page 3")
  }

  @Test("◀ Previous is dimmed on the first page, Next ▶ on the last")
  func pagerEnds() {
    let first = Self.press([], pattern: .twoPage).tree
    #expect(first.node(id: "pager.previous")?.emphasis == .muted)
    #expect(first.node(id: "pager.next")?.emphasis == .normal)
    let last = Self.press([.end], pattern: .twoPage).tree
    #expect(last.node(id: "pager.next")?.emphasis == .muted)
    #expect(last.node(id: "pager.previous")?.emphasis == .normal)
    #expect(Self.press([], pattern: .feed).tree.node(id: "feed.pager.previous")?.emphasis == .muted)
  }

  @Test("Enter and Esc on the open phone say which message is pushed and popped")
  func pushAndPop() {
    let pushed = Self.press([.down, .enter], pattern: .listDetail)
    #expect(pushed.notice == "pushed message 2: Staging is back up (Esc pops it)")
    let popped = Self.press([.down, .enter, .escape], pattern: .listDetail)
    #expect(popped.notice == "popped message 2: back to the list")
    #expect(
      Self.press([.enter], pattern: .listDetail, pose: .closed).notice == nil, "closed, it shows")
  }

  @Test("a paste into the reply cut at the draft's limit says how much was kept")
  func pasteCut() {
    let big = String(repeating: "x", count: 20_000)
    let cut = Self.press([.tab, .paste(big, dropped: 980_018)], pattern: .listDetail)
    #expect(cut.notice == "paste cut to 10,000 of 1,000,018 characters")
    #expect(Self.press([.tab, .paste("short")], pattern: .listDetail).notice == nil)
  }

  @Test("a send with nothing typed says how to write a reply")
  func emptySend() {
    #expect(
      Self.press([.enter, .character("s")], pattern: .listDetail).notice
        == "nothing to send: Tab writes a reply")
  }

  @Test("a key nothing takes says so, and a new one replaces it")
  func unbound() {
    let state = Self.press([.character("x"), .insert], pattern: .feed)
    #expect(state.notice == "Insert: not bound here (F1 for keys)")
    #expect(state.notices.waiting == 0, "one at a time")
  }

  @Test("the compact detail puts Back first in its bar")
  func backFirst() throws {
    let tree = Self.press([.enter], pattern: .listDetail, pose: .closed).tree
    let bar = try #require(tree.node(id: "toolbar"))
    #expect(bar.children.first?.id == "toolbar.back")
    #expect(
      Self.press([], pattern: .listDetail, pose: .closed).tree.node(id: "toolbar.back") == nil)
    #expect(
      Self.press([.enter], pattern: .listDetail).tree.node(id: "toolbar.back") == nil,
      "open: both panes show")
  }
}
