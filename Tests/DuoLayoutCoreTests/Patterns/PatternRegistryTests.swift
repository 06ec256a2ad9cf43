import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// A pattern added in one place: its own type and one line in a registry. Every
/// list of patterns reads the registry, so the new one is in F9's cycle, the digit
/// keys, the help, the audit and saved sessions without anything else changing.
@Suite struct PatternRegistryTests {
  /// A tiny pattern that only exists here: a counter with one key.
  enum CounterPattern: Pattern {
    struct Model: PatternModel {
      var count = 0
      init() {}
    }
    enum Action: Hashable, Sendable { case increment }

    static let id: PatternID = "counter"
    static let title = "a counter (for tests)"
    static let keys = [PatternKey([Key.character("+")], Action.increment, "count one more")]
    static let auditScreens = [AuditScreen("zero"), AuditScreen("one", keys: [.character("+")])]

    static func perform(_ action: Action, on model: inout Model, in env: LayoutEnvironment) {
      model.count += 1
    }

    static func layout(_ model: Model, in env: LayoutEnvironment) -> LayoutNode {
      let (bar, content) = Toolbar.layout(
        [BarItem("plus", symbol: "+", title: "More")], in: env.safeBounds, env: env)
      return LayoutNode(
        id: "counter", role: .container(.plain), frame: env.bounds,
        children: [
          LayoutNode(id: "counter.value", role: .label("\(model.count)"), frame: content), bar,
        ])
    }

    static func describe(_ model: Model) -> [(name: String, value: String)] {
      [("count", "\(model.count)")]
    }
  }

  /// The one line: the standard registry and the counter after it.
  static let registry = PatternRegistry.standard.adding([CounterPattern.self])

  @Test func f9ReachesTheNewPatternAfterTheOthers() {
    var state = EmulatorState(registry: Self.registry)
    for _ in PatternRegistry.standard.ids { state = reduce(state, .key(.function(9)), at: 0) }
    #expect(state.pattern == "counter")
    state = reduce(state, .key(.character("+")), at: 0)
    #expect(state.models[CounterPattern.self].count == 1)
    #expect(state.tree.node(id: "counter.value")?.role == .label("1"))
    state = reduce(state, .key(.function(9)), at: 0)
    #expect(state.pattern == PatternRegistry.standard.first, "F9 wraps around")
  }

  /// Three patterns and the counter: digits reach the first nine patterns only,
  /// and the standard registry may have nine already.
  static let small = PatternRegistry([
    ListDetailPattern.self, TwoPagePattern.self, FeedPattern.self,
  ]).adding([CounterPattern.self])

  /// Digits reach the first nine patterns: after three, 4 shows the counter.
  @Test func theDigitAfterTheOthersShowsIt() {
    let state = reduce(EmulatorState(registry: Self.small), .key(.character("4")), at: 0)
    #expect(state.pattern == "counter")
  }

  @Test func theHelpListsItsKeys() {
    let state = EmulatorState(pattern: "counter", registry: Self.small)
    let rows = HelpRows.rows(for: state)
    #expect(rows.contains(HelpRow(keys: "+", summary: "count one more")))
    #expect(rows.contains { $0.summary.contains("counter") && $0.keys.hasPrefix("1…") })
  }

  @Test func theAuditChecksEachOfItsScreens() {
    let entry = Self.registry["counter"]
    #expect(entry.auditScreens.map(\.name) == ["zero", "one"])
    for screen in entry.auditScreens {
      for pose in Pose.allCases {
        let state = screen.state(
          pose: pose, terminal: .standard, pattern: "counter", registry: Self.registry)
        #expect(FoldAudit.findings(in: state.tree, env: state.environment).isEmpty)
      }
    }
  }

  @Test func itsModelIsSavedAndRestoredWithTheSession() throws {
    var state = EmulatorState(pattern: "counter", registry: Self.registry)
    state = reduce(state, .key(.character("+")), at: 0)
    let snapshot = SessionSnapshot(state)
    let restored = snapshot.restore(into: EmulatorState(registry: Self.registry))
    #expect(restored.pattern == "counter")
    #expect(restored.models[CounterPattern.self].count == 1)
  }

  /// More than nine patterns: the first nine have digits, the rest F9 and a name.
  @Test func aTenthPatternHasNoDigitAndTrapsNothing() {
    let many = PatternRegistry([ListDetailPattern.self])
      .adding(Array(repeating: CounterPattern.self, count: 9))
    let digits = Keymap(registry: many).bindings.filter {
      if case .selectPattern = $0.command { true } else { false }
    }
    #expect(digits.count == 9)
    #expect(many.entries.count == 10)
  }

  @Test func everyStandardPatternIsInTheArgumentListAndTheFirstNineInTheKeymap() {
    for (index, id) in PatternRegistry.standard.ids.enumerated() {
      #expect(PatternRegistry.standard.argumentList.contains(id.argument))
      #expect(
        Keymap.standard.bindings.contains { $0.command == .selectPattern(id) } == (index < 9),
        "\(id)")
    }
  }
}
