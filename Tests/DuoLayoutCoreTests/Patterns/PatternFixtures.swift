@testable import DuoLayoutCore

/// The environments and trees the pattern tests look at.
enum PatternFixtures {
  /// The registry's patterns with a toolbar: all but the shared screen (nothing but
  /// the two halves during play) and the environment inspector (no model, no keys).
  static let patterns: [PatternID] = PatternRegistry.standard.ids.filter {
    $0 != .sharedSplit && $0 != .inspector
  }
  /// The patterns with a model: `patterns` and the shared screen.
  static let withModels: [PatternID] = patterns + [.sharedSplit]
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  static func state(_ pattern: PatternID, _ pose: Pose, _ size: TerminalSize = .standard)
    -> EmulatorState
  {
    EmulatorState(pose: pose, terminal: size, pattern: pattern)
  }

  /// Every interactive node (controls and fields) of a tree, its frame in window
  /// coordinates (a turned half's controls where they show on the glass).
  static func interactive(_ tree: LayoutNode) -> [LayoutNode] {
    tree.windowNodes.filter { $0.role.isInteractive }
  }

  /// The problems a tree has in its environment: an interactive node in an active
  /// region's frame, or outside the safe area (window frames throughout).
  static func problems(_ tree: LayoutNode, env: LayoutEnvironment) -> [String] {
    // The tree is on the glass: so are the regions and the safe area it is held to.
    let env = env.physical
    var found: [String] = []
    for node in interactive(tree) {
      for region in env.reservedRegions() where region.frame.intersects(node.frame) {
        found.append("\(node.id) intersects \(region.identifier)")
      }
      if !env.safeBounds.contains(node.frame) {
        found.append("\(node.id) \(node.frame) leaves the safe area \(env.safeBounds)")
      }
    }
    return found
  }
}
