import Testing

@testable import DuoLayoutCore

/// Transitions through the reducer, with an injected clock.
@Suite struct TransitionReduceTests {
  func pager(_ state: EmulatorState) -> Rect? { state.shownTree.node(id: "pager")?.frame }

  @Test func foldingGlidesThePagerOffTheFoldOverAboutAThirdOfASecond() throws {
    var state = EmulatorState(pose: .open, pattern: .twoPage)
    let before = try #require(pager(state))
    state = reduce(state, .key(.function(3)), at: 10)
    let after = try #require(state.settled().tree.node(id: "pager")?.frame)
    #expect(before != after)
    #expect(pager(state) == before, "at the start the old frame")
    #expect(
      state.nextDeadline.map { abs($0 - (10 + 1.0 / 60)) < 1e-9 } == true,
      "the next frame at 60 fps")
    state = reduce(state, .tick, at: 10.15)
    let middle = try #require(pager(state))
    #expect(middle.minX > before.minX && middle.minX < after.minX)
    state = reduce(state, .tick, at: 10.31)
    #expect(state.transition == nil)
    #expect(pager(state) == after)
    #expect(state.nextDeadline == nil, "idle: no timer once it has landed")
  }

  @Test func reduceMotionPutsNodesInPlaceAtOnce() throws {
    var state = EmulatorState(pose: .open, pattern: .twoPage)
    state = reduce(state, .key(.function(11)), at: 0)
    #expect(state.motion.reduceMotion)
    state = reduce(state, .key(.function(3)), at: 1)
    let final = try #require(state.settled().tree.node(id: "pager")?.frame)
    state = reduce(state, .tick, at: 1.01)
    #expect(pager(state) == final)
    #expect(state.transition?.duration == DeviceProfile.iPhoneDuo.timings.reduceMotionFade.value)
  }

  @Test func aKeyPressedMidAnimationActsOnTheNewState() {
    var state = EmulatorState(pose: .open, pattern: .twoPage)
    state = reduce(state, .key(.function(3)), at: 0)
    state = reduce(state, .key(.right), at: 0.1)
    #expect(state.transition != nil, "still gliding")
    let geometry = TwoPageGeometry(state.models.twoPage.book, env: state.environment)
    #expect(
      state.models.twoPage.position == geometry.pagination.pageStart(2),
      "turned a spread in the book pose")
  }

  @Test func aPatternSwitchDoesNotAnimate() {
    var state = EmulatorState(pose: .open, pattern: .twoPage)
    state = reduce(state, .key(.function(3)), at: 0)
    state = reduce(state, .key(.function(9)), at: 0.05)
    #expect(state.transition == nil)
  }
}
