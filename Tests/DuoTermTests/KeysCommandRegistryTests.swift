import DuoLayoutCore
import Testing

@testable import DuoTerm

/// `duoterm keys` reads the pattern registry: a pattern added by one line in a
/// registry has its digit key and its own keys' section there, as in the help.
@Suite struct KeysCommandRegistryTests {
  /// A pattern that only exists here: a bell with one key.
  enum BellPattern: Pattern {
    struct Model: PatternModel {
      var rings = 0
      init() {}
    }
    enum Action: Hashable, Sendable { case ring }

    static let id: PatternID = "bell"
    static let title = "a bell (for tests)"
    static let keys = [PatternKey([Key.character("b")], Action.ring, "ring the bell")]
    static let auditScreens = [AuditScreen("quiet")]

    static func perform(_ action: Action, on model: inout Model, in env: LayoutEnvironment) {
      model.rings += 1
    }

    static func layout(_ model: Model, in env: LayoutEnvironment) -> LayoutNode {
      LayoutNode(id: "bell", role: .label("\(model.rings)"), frame: env.safeBounds)
    }

    static func describe(_ model: Model) -> [(name: String, value: String)] {
      [("rings", "\(model.rings)")]
    }
  }

  /// The one line: three patterns and the bell after them.
  static let registry = PatternRegistry([
    ListDetailPattern.self, TwoPagePattern.self, FeedPattern.self,
  ]).adding([BellPattern.self])

  @Test func theNewPatternHasItsDigitAndItsOwnSection() throws {
    let sections = KeysCommand.sections(Self.registry)
    let everywhere = try #require(sections.first { $0.title == "Everywhere" })
    #expect(everywhere.rows.contains(HelpRow(keys: "4", summary: "show a bell (for tests)")))
    let own = try #require(sections.first { $0.title == "In bell" })
    #expect(own.rows == [HelpRow(keys: "B", summary: "ring the bell")])
    #expect(KeysCommand.sections().allSatisfy { $0.title != "In bell" })
  }
}
