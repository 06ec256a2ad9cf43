/// Checks a layout against the rules a screen follows on a foldable phone. Pure:
/// the same tree and environment give the same findings.
///
/// ```swift
/// let findings = FoldAudit.findings(in: state.tree, env: state.environment)
/// findings.isEmpty  // true for every shipped pattern in every pose
/// ```
public enum FoldAudit {
  /// Findings of the rules that look at one pose. `tree` is on the glass (as
  /// `PatternEntry.layout` gives it), so it is checked against the environment as
  /// the glass has it, in either direction.
  public static func findings(in tree: LayoutNode, env: LayoutEnvironment) -> [AuditFinding] {
    let env = env.physical
    var found: [AuditFinding] = []
    let active = env.reservedRegions()
    let activeDivisions = env.reservedRegions(.division)
    let allDivisions = env.reservedRegions(.division, includeInactive: true)
    var bars: [LayoutNode] = []
    for node in tree.shownWindowNodes {
      switch node.role {
      case .control(let symbol, let title):
        if let region = active.first(where: { $0.frame.intersects(node.frame) }) {
          found.append(
            AuditFinding(
              nodeID: node.id, rule: .controlInActiveRegion,
              detail: "\(node.frame) overlaps \(region.identifier) \(region.frame)"))
        } else if let fold = activeDivisions.first(where: { $0.keepOut.intersects(node.frame) }) {
          found.append(
            AuditFinding(
              nodeID: node.id, rule: .interactiveInFold,
              detail: "\(node.frame) is in the margins of \(fold.identifier)"))
        }
        if symbol.allSatisfy(\.isWhitespace) || title.allSatisfy(\.isWhitespace) {
          found.append(
            AuditFinding(
              nodeID: node.id, rule: .barItemWithoutSymbolOrTitle,
              detail: "symbol '\(symbol)', title '\(title)'"))
        }
      case .field:
        if let fold = activeDivisions.first(where: { $0.keepOut.intersects(node.frame) }) {
          found.append(
            AuditFinding(
              nodeID: node.id, rule: .interactiveInFold,
              detail: "\(node.frame) is in \(fold.identifier)"))
        }
      case .grid(let columns):
        if columns % 2 != 0,
          let fold = allDivisions.first(where: { $0.frame.intersects(node.frame) })
        {
          found.append(
            AuditFinding(
              nodeID: node.id, rule: .oddColumnsAcrossFold,
              detail:
                "\(columns) columns across \(fold.identifier) (\(fold.isActive ? "active" : "inactive"))"
            ))
        }
      case .container(.bar):
        if let other = bars.first(where: { $0.frame.intersects(node.frame) }) {
          found.append(
            AuditFinding(
              nodeID: node.id, rule: .barsOverlap,
              detail: "\(node.frame) overlaps \(other.id) \(other.frame)"))
        }
        bars.append(node)
        for item in node.children {
          guard case .control = item.role else {
            found.append(
              AuditFinding(
                nodeID: item.id, rule: .barItemWithoutSymbolOrTitle,
                detail: "a \(item.role.name) in a bar"))
            continue
          }
        }
      default:
        break
      }
      if node.role.isInteractive && !env.safeBounds.contains(node.frame) {
        found.append(
          AuditFinding(
            nodeID: node.id, rule: .outsideSafeArea,
            detail: "\(node.frame) is outside \(env.safeBounds)"))
      }
    }
    return found
  }

  /// Findings of the one rule that compares poses: the controls of each later tree
  /// that come in another order than in the first (only controls present in both
  /// are compared).
  public static func orderFindings(across trees: [LayoutNode]) -> [(
    index: Int, finding: AuditFinding
  )] {
    guard let reference = trees.first.map(controlOrder) else { return [] }
    var found: [(index: Int, finding: AuditFinding)] = []
    for (index, tree) in trees.enumerated().dropFirst() {
      let order = controlOrder(tree)
      let shared = Set(order).intersection(reference)
      let expected = reference.filter(shared.contains)
      let actual = order.filter(shared.contains)
      if let position = expected.indices.first(where: { expected[$0] != actual[$0] }) {
        found.append(
          (
            index,
            AuditFinding(
              nodeID: actual[position], rule: .controlOrderChanged,
              detail: "expected \(expected[position]) here, as in the first pose")
          ))
      }
    }
    return found
  }

  /// The IDs of a tree's controls, in reading order.
  static func controlOrder(_ tree: LayoutNode) -> [String] {
    tree.shownWindowNodes.compactMap { if case .control = $0.role { $0.id } else { nil } }
  }

  /// The interactive nodes in an active region or its margins: what the region
  /// overlay lists as "in the fold".
  public static func controlsInTheFold(_ tree: LayoutNode, env: LayoutEnvironment) -> [String] {
    findings(in: tree, env: env)
      .filter { $0.rule == .controlInActiveRegion || $0.rule == .interactiveInFold }
      .map(\.nodeID)
  }
}
