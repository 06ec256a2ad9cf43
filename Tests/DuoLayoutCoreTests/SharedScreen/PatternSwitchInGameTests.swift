import Testing

@testable import DuoLayoutCore

/// Digits, F9 and Ctrl-N sit right above W A S D: during a game a stray press
/// switched the pattern. Now the first press asks, and the same key again within
/// 3 s switches.
@Suite("Pattern switch during a game")
struct PatternSwitchInGameTests {
  static let keys: [Key] = [.character("3"), .function(9), .control("n")]

  @Test("a first press asks and keeps the game; the same key again switches", arguments: keys)
  func asksFirst(key: Key) {
    var state = LeaveTests.playing()
    state = reduce(state, .key(key), at: 1)
    #expect(state.pattern == .sharedSplit, "the game stays")
    #expect(state.notice?.contains("again") == true, "\(state.notice ?? "")")
    state = reduce(state, .key(key), at: 2)
    #expect(state.pattern != .sharedSplit)
    #expect(state.models.shared.playing == .fourInARow, "the game waits in its model")
  }

  @Test("another key, or the same one after 3 s, asks again", arguments: keys)
  func asksAgain(key: Key) {
    var state = LeaveTests.playing()
    state = reduce(state, .key(key), at: 1)
    let other: Key = key == .character("3") ? .function(9) : .character("2")
    state = reduce(state, .key(other), at: 1.5)
    #expect(state.pattern == .sharedSplit)
    state = reduce(state, .key(key), at: 2)
    state = reduce(state, .key(key), at: 5.5)
    #expect(state.pattern == .sharedSplit, "3 s passed: asked again")
  }

  @Test("on the menu, a pattern key switches at once", arguments: keys)
  func menu(key: Key) {
    let state = reduce(EmulatorState(pose: .closed, pattern: .sharedSplit), .key(key), at: 1)
    #expect(state.pattern != .sharedSplit)
  }
}
