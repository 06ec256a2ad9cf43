import Synchronization
import Testing

@testable import DuoLayoutCore

/// A state's `Frame` is worked out once an update: a glide's frames, a notice or a
/// redraw find the layout in it instead of laying the pattern out again, a change
/// of the model or of the environment is a new layout, and a click lands on what
/// the frame shows, mid-glide too.
@Suite(.serialized) struct FrameTests {
  /// Counts its layouts and its presses; its one button sits at the right edge of
  /// the window, so it moves across the screen when the phone opens.
  enum CountedPattern: Pattern {
    struct Model: PatternModel {
      var value = 0
      var presses = 0
      init() {}
    }
    enum Action: Hashable, Sendable {
      case increment
      case press
    }

    static let layouts = Mutex(0)
    static let id: PatternID = "frame-counted"
    static let title = "counts its layouts (for tests)"
    static let keys = [PatternKey([Key.character("+")], Action.increment, "one more")]

    static func perform(_ action: Action, on model: inout Model, in env: LayoutEnvironment) {
      switch action {
      case .increment: model.value += 1
      case .press: model.presses += 1
      }
    }

    static func tap(_ id: String, _ model: Model) -> Action? {
      id == "counted.button" ? .press : nil
    }

    static func layout(_ model: Model, in env: LayoutEnvironment) -> LayoutNode {
      layouts.withLock { $0 += 1 }
      let bounds = env.bounds
      return LayoutNode(
        id: "counted", role: .container(.plain), frame: bounds,
        children: [
          LayoutNode(
            id: "counted.value", role: .label("\(model.value)"),
            frame: Rect(x: 0, y: 0, width: 40, height: 20)),
          LayoutNode(
            id: "counted.button", role: .label("press"),
            frame: Rect(x: bounds.width - 110, y: 100, width: 100, height: 60)),
        ])
    }
  }

  static let registry = PatternRegistry.standard.adding([CountedPattern.self])

  func laidOut(_ body: () -> Void) -> Int {
    let before = CountedPattern.layouts.withLock { $0 }
    body()
    return CountedPattern.layouts.withLock { $0 } - before
  }

  @Test func aGlideLaysEachPoseOutOnceNotOnceAFrame() {
    var state = EmulatorState(pose: .closed, pattern: CountedPattern.id, registry: Self.registry)
    let count = laidOut {
      state = reduce(state, .key(.function(2)), at: 1)
      for frame in 1...18 {
        state = reduce(state, .tick, at: 1 + Double(frame) / 60)
        _ = state.shownTree
        _ = state.tree
        _ = state.environment
      }
    }
    #expect(state.transition == nil, "the glide has landed")
    #expect(count == 1, "\(count) layouts for 18 frames: the open pose's, once")
  }

  @Test func aRedrawANoticeOrATickIsNotLaidOutAgain() {
    var state = EmulatorState(pose: .open, pattern: CountedPattern.id, registry: Self.registry)
    let count = laidOut {
      for _ in 0..<10 { _ = (state.tree, state.shownTree, state.frame) }
      state = reduce(state, .notice(.info("hello")), at: 1)
      state = reduce(state, .tick, at: 2)
      _ = state.shownTree
    }
    #expect(count == 0)
  }

  @Test func aChangedModelOrEnvironmentIsANewLayout() {
    var state = EmulatorState(pose: .open, pattern: CountedPattern.id, registry: Self.registry)
    #expect(state.tree.node(id: "counted.value")?.role == .label("0"))
    let keyed = laidOut { state = reduce(state, .key(.character("+")), at: 1) }
    #expect(keyed == 1, "a key that changes the model: one layout")
    #expect(state.tree.node(id: "counted.value")?.role == .label("1"), "the new model")
    let open = state.tree.frame
    state = reduce(state, .key(.function(5)), at: 2).settled()
    #expect(state.tree.frame != open, "the new environment: rotated")
    #expect(
      state.tree
        == CountedPattern.layout(state.models[CountedPattern.self], in: state.environment)
        .resolved(in: state.environment.layoutDirection))
  }

  /// The centre of `node`'s frame in its window.
  func centre(_ node: LayoutNode?) -> Point? {
    node.map { Point(x: $0.frame.midX, y: $0.frame.midY) }
  }

  @Test func aClickMidGlideLandsOnTheNodeShownUnderIt() throws {
    var state = EmulatorState(pose: .closed, pattern: CountedPattern.id, registry: Self.registry)
    state = reduce(state, .key(.function(2)), at: 1)
    state = reduce(state, .tick, at: 1 + 5.0 / 60)
    try #require(state.transition != nil, "mid-glide")
    let shown = try #require(centre(state.shownTree.windowNode(id: "counted.button")))
    let target = try #require(centre(state.tree.windowNode(id: "counted.button")))
    #expect(abs(shown.x - target.x) > 100, "the button is on its way")
    // Where the button will be, nothing is shown yet: nothing is pressed.
    let early = reduce(state, .tap(target), at: state.now)
    #expect(early.models[CountedPattern.self].presses == 0)
    // Where it is shown, it is pressed.
    let pressed = reduce(state, .tap(shown), at: state.now)
    #expect(pressed.models[CountedPattern.self].presses == 1)
  }

  @Test func keysPressedTogetherAreLaidOutOnceAtTheEnd() {
    let start = EmulatorState(pose: .open, pattern: CountedPattern.id, registry: Self.registry)
    let keys: [Event] = Array(repeating: .key(.character("+")), count: 3)
    var together = start
    let count = laidOut { together = reduce(start, keys, at: 1) }
    #expect(count == 1, "\(count) layouts for three keys pressed before one frame")
    // The same state and frame as the keys pressed one update at a time.
    let oneByOne = keys.reduce(start) { reduce($0, $1, at: 1) }
    #expect(together == oneByOne)
    #expect(together.tree == oneByOne.tree)
    #expect(together.tree.node(id: "counted.value")?.role == .label("3"))
  }

  @Test func theEnvironmentIsNotALayout() {
    // A model changed inside the core leaves the kept frame stale: the
    // environment still comes without laying the pattern out, and is the frame's.
    var state = EmulatorState(pose: .book, pattern: CountedPattern.id, registry: Self.registry)
    state.models[CountedPattern.self].value = 2
    var environment: LayoutEnvironment?
    let count = laidOut { environment = state.environment }
    #expect(count == 0)
    #expect(environment == state.frame.environment)
    // Another pose is another environment, made from the state alone.
    state.device = Pose.tabletop.deviceState(state.profile)
    #expect(state.environment == state.frame.environment)
    #expect(state.environment != environment)
  }

  @Test func anAuditScreenIsOneLayout() {
    let screen = AuditScreen("two more", keys: [.character("+"), .character("+")])
    var state: EmulatorState?
    let count = laidOut {
      state = screen.state(
        pose: .open, viewport: .standard, pattern: CountedPattern.id, registry: Self.registry)
    }
    #expect(count == 1, "the start, each key and the end: \(count) layouts")
    #expect(state?.tree.node(id: "counted.value")?.role == .label("2"))
  }

  @Test func aStateChangedInsideTheCoreStillShowsItself() {
    // Tests inside the module may change a state without `update`: the frame is
    // worked out again for it.
    var state = EmulatorState(pose: .open, pattern: CountedPattern.id, registry: Self.registry)
    state.models[CountedPattern.self].value = 7
    #expect(state.tree.node(id: "counted.value")?.role == .label("7"))
  }
}
