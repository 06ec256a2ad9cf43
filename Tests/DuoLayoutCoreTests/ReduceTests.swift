import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// `reduce(state, event, at:)`: the emulator's one update.
@Suite("Reduce")
struct ReduceTests {
  static func press(_ keys: [Key], from state: EmulatorState) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  static func press(_ keys: Key..., from pose: Pose = .closed) -> EmulatorState {
    press(keys, from: EmulatorState(pose: pose))
  }

  @Test(
    "F2 or Ctrl-O opens a closed phone to 951 × 669", arguments: [Key.function(2), .control("o")])
  func open(key: Key) {
    let state = Self.press(key)
    #expect(state.pose == .open)
    #expect(state.litDisplay == .inner)
    #expect(state.environment.windowSize == Size(width: 951, height: 669))
    #expect(state.environment.horizontalSizeClass == .regular)
  }

  @Test("F2 twice closes it again")
  func openClose() {
    let state = Self.press(.function(2), .function(2)).settled()
    #expect(state.pose == .closed)
    var expected = EmulatorState(pose: .closed)
    expected.now = state.now
    #expect(state == expected)
  }

  @Test(
    "F3 or Ctrl-K folds to book with the fold active", arguments: [Key.function(3), .control("k")])
  func book(key: Key) throws {
    let state = Self.press(key)
    #expect(state.pose == .book)
    let fold = try #require(state.environment.reservedRegions(.division).first)
    #expect(fold.isActive)
    #expect(fold.frame == Rect(x: 455, y: 0, width: 40, height: 669))
  }

  @Test("F4 folds to tabletop with the horizontal fold active")
  func tabletop() throws {
    let state = Self.press(.function(4))
    #expect(state.pose == .tabletop)
    let fold = try #require(state.environment.reservedRegions(.division).first)
    #expect(fold.frame == Rect(x: 0, y: 455, width: 669, height: 40))
  }

  @Test("F5 swaps the window size", arguments: Pose.allCases)
  func rotate(pose: Pose) {
    let before = EmulatorState(pose: pose)
    let after = reduce(before, .key(.function(5)), at: 0)
    #expect(after.environment.windowSize == before.environment.windowSize.swapped)
    #expect(after.device.isRotated != before.device.isRotated)
  }

  @Test("F6 and F7 move the hinge by 15°")
  func hinge() {
    let down = Self.press(.function(6), from: .open)
    #expect(down.device.hingeAngle == 165)
    #expect(down.pose == .book)
    let up = reduce(down, .key(.function(7)), at: 0)
    #expect(up.device.hingeAngle == 180)
    #expect(up.pose == .open)
  }

  @Test("F8 toggles the region overlay")
  func regionOverlay() {
    let on = Self.press(.function(8))
    #expect(on.showsRegionOverlay)
    let off = reduce(on, .key(.control("g")), at: 0)
    #expect(!off.showsRegionOverlay)
  }

  @Test("F1 shows help; while it shows, F2 does nothing; Escape closes it")
  func help() {
    let shown = Self.press(.function(1))
    #expect(shown.showsHelp)
    let ignored = reduce(shown, .key(.function(2)), at: 0)
    #expect(ignored == shown)
    #expect(ignored.pose == .closed)
    let closed = reduce(ignored, .key(.escape), at: 0)
    #expect(!closed.showsHelp)
    #expect(closed == EmulatorState(pose: .closed))
  }

  @Test("F1 and ? close the help too", arguments: [Key.function(1), .character("?")])
  func helpClosers(key: Key) {
    let shown = Self.press(.character("?"))
    #expect(shown.showsHelp)
    #expect(!reduce(shown, .key(key), at: 0).showsHelp)
  }

  @Test("F10 and Ctrl-C quit", arguments: [Key.function(10), .control("c")])
  func quit(key: Key) {
    #expect(!EmulatorState(pose: .closed).shouldQuit)
    #expect(Self.press(key).shouldQuit)
  }

  @Test("quitting works while the help shows", arguments: [Key.function(10), .control("c")])
  func quitFromHelp(key: Key) {
    let state = Self.press(.function(1), key)
    #expect(state.shouldQuit)
  }

  @Test("a resize changes the terminal and nothing else")
  func resize() {
    let start = EmulatorState(pose: .book)
    let size = TerminalSize(columns: 80, rows: 24)
    let state = reduce(start, .resize(start.viewport(for: size)), at: 1.5)
    #expect(state.terminal == size)
    var expected = start
    expected.viewport = start.viewport(for: size)
    expected.now = 1.5
    #expect(state == expected)
    #expect(state.textMetrics?.columnWidth != start.textMetrics?.columnWidth)
  }

  @Test("a tick changes nothing but the clock once the fold has landed")
  func tick() {
    let start = Self.press(.function(8), from: .tabletop).settled()
    var expected = start
    expected.now = 10
    #expect(reduce(start, .tick, at: 10) == expected)
  }

  @Test(
    "F9 and Ctrl-N cycle the patterns, wrapping around",
    arguments: [Key.function(9), .control("n")])
  func nextPattern(key: Key) {
    let start = EmulatorState(pose: .open)
    let once = reduce(start, .key(key), at: 0)
    #expect(once.pattern == start.registry.next(after: start.pattern))
    let all = Self.press(
      Array(repeating: key, count: PatternRegistry.standard.ids.count), from: start)
    #expect(all.pattern == start.pattern)
    var seen: [PatternID] = []
    var state = start
    for _ in PatternRegistry.standard.ids {
      seen.append(state.pattern)
      state = reduce(state, .key(key), at: 0)
    }
    #expect(Set(seen) == Set(PatternRegistry.standard.ids))
  }

  @Test(
    "unbound keys change nothing but say so on the status line, for a moment",
    arguments: [Key.control("v"), .character("z"), .control("b"), .pageDown])
  func unbound(key: Key) {
    // The inspector has no keys of its own, so only the global keymap could act.
    let start = EmulatorState(pose: .open, pattern: .inspector)
    var after = reduce(start, .key(key), at: 0)
    #expect(after.notice == "\(key.label): not bound here (F1 for keys)")
    after = reduce(after, .tick, at: Notice.infoDuration)
    #expect(after.notice == nil, "gone after a moment")
    after.now = start.now
    #expect(after == start, "and nothing else changed")
  }

  @Test("the environment follows the pose through a sequence of keys")
  func sequence() {
    let keys: [Key] = [
      .function(2), .function(5), .function(4), .function(4), .function(5), .function(3),
    ]
    var state = EmulatorState(pose: .closed)
    var poses: [Pose] = []
    for key in keys {
      state = reduce(state, .key(key), at: 0)
      poses.append(state.pose)
    }
    #expect(poses == [.open, .openTall, .tabletop, .openTall, .open, .book])
  }

  @Test("a too-small terminal still gets an environment at the coarsest scale")
  func tooSmallEnvironment() {
    let state = reduce(
      EmulatorState(pose: .open),
      .resize(EmulatorState().viewport(for: TerminalSize(columns: 20, rows: 5))), at: 0)
    #expect(state.textMetrics == nil)
    #expect(state.environment.textMetrics.columnWidth == SceneFit.coarsestScale)
    #expect(state.environment.windowSize == Size(width: 951, height: 669))
  }
}
