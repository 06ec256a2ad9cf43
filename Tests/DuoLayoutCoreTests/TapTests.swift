import Testing

@testable import DuoLayoutCore

/// Clicks (issue 18): a click on the lit display presses the control there, as its
/// key would; a click on nothing presses nothing.
@Suite struct TapTests {
  static func center(_ state: EmulatorState, _ id: String) throws -> Point {
    let node = try #require(state.tree.windowNode(id: id), "\(id)")
    return Point(x: node.frame.midX, y: node.frame.midY)
  }

  @Test(arguments: [Pose.open, .book, .closed])
  func aRowSelectsItsMessageAndReplyStartsAReply(pose: Pose) throws {
    var state = EmulatorState(pose: pose, pattern: .listDetail)
    state = reduce(state, .tap(try Self.center(state, "list.row.3")), at: 0)
    #expect(state.models.listDetail.selection == 3)
    #expect(!state.models.listDetail.isEditingDraft)
    guard pose != .closed else { return }
    state = reduce(state, .tap(try Self.center(state, "toolbar.reply")), at: 1)
    #expect(state.models.listDetail.isEditingDraft, "Reply pressed")
  }

  @Test func aClickOnNothingChangesNothing() {
    let state = EmulatorState(pose: .open, pattern: .listDetail)
    let after = reduce(state, .tap(Point(x: -5, y: -5)), at: 0)
    #expect(after.models == state.models)
  }

  @Test func aClickStopsATourAsAKeyDoes() throws {
    let script = try DemoScript.parse("F2\nwait 5000", name: "t", file: "t")
    var state = EmulatorState(pose: .open, pattern: .listDetail)
    state.startTour(script, at: 0)
    state = reduce(state, .tap(try Self.center(state, "list.row.3")), at: 0.5)
    #expect(state.tour == nil)
    #expect(state.models.listDetail.selection == 1, "the click only hands over")
  }
}
