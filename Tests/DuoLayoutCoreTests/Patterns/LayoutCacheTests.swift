import Synchronization
import Testing

@testable import DuoLayoutCore

/// A layout is made once for a model and an environment: a glide's frames, and a
/// redraw after a key that changed nothing the pattern reads, find it in
/// `LayoutCache`. A change to the model or to the environment is a new layout.
@Suite(.serialized) struct LayoutCacheTests {
  /// Counts its layouts: a pattern that exists only here, so no other test's
  /// layouts share its entries.
  enum CountedPattern: Pattern {
    struct Model: PatternModel {
      var value = 0
      init() {}
    }
    enum Action: Hashable, Sendable { case increment }

    static let layouts = Mutex(0)
    static let id: PatternID = "layout-cache-counted"
    static let title = "counts its layouts (for tests)"
    static let keys = [PatternKey([Key.character("+")], Action.increment, "one more")]

    static func perform(_ action: Action, on model: inout Model, in env: LayoutEnvironment) {
      model.value += 1
    }

    static func layout(_ model: Model, in env: LayoutEnvironment) -> LayoutNode {
      layouts.withLock { $0 += 1 }
      return LayoutNode(
        id: "counted", role: .container(.plain), frame: env.bounds,
        children: [
          LayoutNode(id: "counted.value", role: .label("\(model.value)"), frame: env.bounds)
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
      }
    }
    #expect(state.transition == nil, "the glide has landed")
    #expect(count <= 2, "\(count) layouts for 18 frames: at most the closed and the open pose")
  }

  @Test func aRedrawWithNothingChangedIsNotLaidOutAgain() {
    let state = EmulatorState(pose: .open, pattern: CountedPattern.id, registry: Self.registry)
    _ = state.tree
    #expect(laidOut { for _ in 0..<10 { _ = state.tree } } == 0)
    #expect(LayoutCache.count(CountedPattern.id) <= LayoutCache.capacity)
  }

  @Test func aChangedModelOrEnvironmentIsANewLayout() {
    var state = EmulatorState(pose: .open, pattern: CountedPattern.id, registry: Self.registry)
    #expect(state.tree.node(id: "counted.value")?.role == .label("0"))
    state = reduce(state, .key(.character("+")), at: 1)
    #expect(state.tree.node(id: "counted.value")?.role == .label("1"), "the new model")
    let open = state.tree.frame
    state = reduce(state, .key(.function(5)), at: 2).settled()
    #expect(state.tree.frame != open, "the new environment: rotated")
    #expect(
      state.tree == CountedPattern.layout(state.models[CountedPattern.self], in: state.environment))
  }
}
