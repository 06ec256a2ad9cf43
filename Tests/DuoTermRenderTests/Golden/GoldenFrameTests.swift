import DuoTermRender
import Foundation
import Testing

@testable import DuoLayoutCore

/// Every pattern in every pose at 200 × 50 and 80 × 24, each in the environments
/// of Split View, text size and direction at 200 × 50 (and at 80 × 24 where the
/// layout differs), and each built-in device open and closed for two patterns at
/// 200 × 50: the lit display's window (`GoldenCut.window`, the cells inside the
/// bezel) compared with the one kept as plain text in `Goldens/`. The chrome
/// around it has goldens of its own (`ChromeGoldenTests`), so a change to the
/// bezels or the status line re-records those, not these. Re-recorded only when
/// asked: `DUOTERM_RECORD_GOLDENS=1 swift test --filter GoldenFrameTests` (never
/// in CI).
@Suite struct GoldenFrameTests {
  /// Every pattern the registry has: a new pattern gets its goldens by being there.
  static let patterns: [PatternID] = PatternRegistry.standard.ids
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  @Test(arguments: patterns, Pose.allCases)
  func frameMatchesItsGolden(pattern: PatternID, pose: Pose) throws {
    for size in Self.sizes {
      let state = EmulatorState(pose: pose, terminal: size, pattern: pattern)
      try Self.compare(
        state, with: "\(pattern.argument)/\(pose.argument)-\(size.columns)x\(size.rows).txt",
        "\(pattern.argument) \(pose.argument) \(size)")
    }
  }

  /// The environments kept as goldens, at 200 × 50: the largest text size
  /// open and closed, right to left in book, Split View ⅓ and ⅔ open.
  static let environments: [(label: String, pose: Pose, options: EnvironmentOptions)] = [
    ("accessibility-5", .open, EnvironmentOptions(textSize: .accessibility5)),
    ("accessibility-5", .closed, EnvironmentOptions(textSize: .accessibility5)),
    ("rtl", .book, EnvironmentOptions(layoutDirection: .rightToLeft)),
    ("split-1-3", .open, EnvironmentOptions(splitView: SplitView(.oneThird))),
    ("split-2-3", .open, EnvironmentOptions(splitView: SplitView(.twoThirds))),
  ]

  @Test(arguments: patterns, environments.indices)
  func environmentFrameMatchesItsGolden(pattern: PatternID, index: Int) throws {
    let (label, pose, options) = Self.environments[index]
    var state = EmulatorState(pose: pose, terminal: Self.sizes[0], pattern: pattern)
    state.options = options
    try Self.compare(
      state, with: "\(pattern.argument)/\(pose.argument)-\(label)-200x50.txt",
      "\(pattern.argument) \(pose.argument) \(label)")
  }

  /// At 80 × 24 an environment's frame is kept too wherever its layout differs
  /// materially from the one at 200 × 50: other kinds of node laid out (a pane, a
  /// bar, a column, a control come or gone), not only fewer rows of the same list.
  /// A layout that comes to differ needs its golden; one that does not, none.
  @Test(arguments: patterns, environments.indices)
  func smallEnvironmentFrameMatchesItsGoldenWhereTheLayoutDiffers(
    pattern: PatternID, index: Int
  ) throws {
    let (label, pose, options) = Self.environments[index]
    let (large, small) = (Self.sizes[0], Self.sizes[1])
    var states = [large, small].map { EmulatorState(pose: pose, terminal: $0, pattern: pattern) }
    for i in states.indices { states[i].options = options }
    guard Self.kinds(states[1].tree) != Self.kinds(states[0].tree) else { return }
    try Self.compare(
      states[1],
      with: "\(pattern.argument)/\(pose.argument)-\(label)-\(small.columns)x\(small.rows).txt",
      "\(pattern.argument) \(pose.argument) \(label) \(small)")
  }

  /// The kinds of node in `tree`: each ID with its numbered parts left out
  /// (`list.row.12` and `list.row.3` are both `list.row`).
  static func kinds(_ tree: LayoutNode) -> Set<String> {
    Set(
      tree.allNodes.map { node in
        node.id.split(separator: ".").filter { !$0.allSatisfy(\.isNumber) }.joined(separator: ".")
      })
  }

  /// Each built-in device open and closed at 200 × 50, for a pattern that
  /// splits at a fold and one that keeps its columns even across it.
  @Test(arguments: DeviceRegistry.standard.profiles, [PatternID.listDetail, .feed])
  func deviceFrameMatchesItsGolden(profile: DeviceProfile, pattern: PatternID) throws {
    let size = TerminalSize(columns: 200, rows: 50)
    for pose in [Pose.open, .closed] {
      let state = EmulatorState(profile: profile, pose: pose, terminal: size, pattern: pattern)
      try Self.compare(
        state, with: "devices/\(profile.id)/\(pattern.argument)-\(pose.argument)-200x50.txt",
        "\(profile.id) \(pattern.argument) \(pose.argument)")
    }
  }

  /// Compares the lit display's window in `state` with the golden at `path`
  /// under `Goldens/` (or records it).
  static func compare(_ state: EmulatorState, with path: String, _ label: String) throws {
    try GoldenFile.check(GoldenCut.window(state).text + "\n", path: path, label)
  }
}
