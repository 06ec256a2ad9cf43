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
    findings(in: Glass(tree), env: env)
  }

  /// What the rules read of one tree, worked out once for all of them: what is on
  /// the glass, where (`shownWindowNodes`), the switches and the controls' order.
  /// Each rule walked and copied the whole tree for itself, six times a layout.
  struct Glass {
    let tree: LayoutNode
    /// `tree.shownWindowNodes`.
    let nodes: [LayoutNode]
    /// What can bring a hidden view back: the shown controls and scrolling views.
    let switches: Set<String>
    /// The IDs of the shown controls, in reading order.
    let controlOrder: [String]

    init(_ tree: LayoutNode) {
      self.tree = tree
      nodes = tree.shownWindowNodes
      var switches: Set<String> = []
      var controlOrder: [String] = []
      for node in nodes {
        switch node.role {
        case .control:
          switches.insert(node.id)
          controlOrder.append(node.id)
        case .scroll: switches.insert(node.id)
        default: break
        }
      }
      self.switches = switches
      self.controlOrder = controlOrder
    }
  }

  static func findings(in glass: Glass, env: LayoutEnvironment) -> [AuditFinding] {
    let tree = glass.tree
    let env = env.physical
    var found: [AuditFinding] = []
    let active = env.reservedRegions()
    let activeDivisions = env.reservedRegions(.division)
    let allDivisions = env.reservedRegions(.division, includeInactive: true)
    var bars: [LayoutNode] = []
    let touchSide = TouchTarget.minimum(in: env.device.unit)
    for node in glass.nodes {
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
      case .image(let glyph, let alt) where alt.allSatisfy(\.isWhitespace):
        found.append(
          AuditFinding(
            nodeID: node.id, rule: .imageWithoutAlt,
            detail: "the image \"\(glyph)\" has no alt text"))
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
        for item in node.children where !item.role.isHidden {
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
      if node.role.isInteractive, !TouchTarget.admits(node.frame.size, side: touchSide) {
        found.append(
          AuditFinding(
            nodeID: node.id, rule: .touchTargetTooSmall,
            detail:
              "\(node.frame.size) is below \(touchSide.pointText) × \(touchSide.pointText) \(env.device.unit)"
          ))
      }
      if node.role.isInteractive && !env.safeBounds.contains(node.frame) {
        found.append(
          AuditFinding(
            nodeID: node.id, rule: .outsideSafeArea,
            detail: "\(node.frame) is outside \(env.safeBounds)"))
      }
    }
    found += hiddenFindings(in: tree, switches: glass.switches)
    found += overlapFindings(in: tree, metrics: env.textMetrics)
    found += textFindings(in: tree, metrics: env.textMetrics)
    return found
  }

  /// Every view laid out but not shown declares the control that brings it back,
  /// and that control is on the glass (`control-lost`).
  static func hiddenFindings(in tree: LayoutNode, switches shown: Set<String>) -> [AuditFinding] {
    var found: [AuditFinding] = []
    tree.forEachNode { node in
      guard case .container(.hidden(let reachedBy)) = node.role else { return }
      if let reachedBy {
        if !shown.contains(reachedBy) {
          found.append(
            AuditFinding(
              nodeID: node.id, rule: .controlLost,
              detail: "hidden, and its switch \(reachedBy) is not on the screen"))
        }
      } else {
        found.append(
          AuditFinding(
            nodeID: node.id, rule: .controlLost,
            detail: "hidden with no switch declared to bring it back"))
      }
    }
    return found
  }

  /// Every rule over the trees of one screen in several poses (`trees[i]` laid out
  /// in `envs[i]`): each pose's own findings, then those that compare poses, at the
  /// index of the pose they are found in.
  ///
  /// ```swift
  /// let perPose = FoldAudit.findings(acrossPoses: trees, envs: envs)
  /// perPose[2]  // the third pose's findings
  /// ```
  public static func findings(
    acrossPoses trees: [LayoutNode], envs: [LayoutEnvironment], names: [String] = [],
    paths: [ControlPath] = []
  ) -> [[AuditFinding]] {
    let glasses = trees.map(Glass.init)
    var perPose = zip(glasses, envs).map { findings(in: $0, env: $1) }
    for (index, finding) in orderFindings(across: glasses)
      + lostFindings(across: glasses, names: names, paths: paths)
    {
      perPose[index].append(finding)
    }
    return perPose
  }

  /// Findings of "no control is lost" across poses: a control shown in one pose
  /// that another pose neither shows nor holds under a hidden view whose declared
  /// switch it shows, nor shows the node a declared `ControlPath` reaches it by (a
  /// switch such as More is not needed where all it reaches elsewhere is shown).
  /// Reported once per pose and control, in the pose it is missing from; `names`
  /// name the poses in the detail (`book`), when given.
  public static func lostFindings(
    across trees: [LayoutNode], names: [String] = [], paths: [ControlPath] = []
  ) -> [(
    index: Int, finding: AuditFinding
  )] {
    lostFindings(across: trees.map(Glass.init), names: names, paths: paths)
  }

  static func lostFindings(across glasses: [Glass], names: [String], paths: [ControlPath]) -> [(
    index: Int, finding: AuditFinding
  )] {
    let trees = glasses.map(\.tree)
    let shown = glasses.map(\.switches)
    var everywhere: [String] = []
    var seen: Set<String> = []
    for glass in glasses {
      for id in glass.controlOrder where seen.insert(id).inserted { everywhere.append(id) }
    }
    var found: [(index: Int, finding: AuditFinding)] = []
    // In each tree, the hidden controls each switch reaches.
    let hidden = trees.map(hiddenSwitches)
    // What each switch reaches in any tree, worked out once for every pose.
    var reaches: [String: [String]] = [:]
    for hidden in hidden {
      for case (let control, let reachedBy?) in hidden {
        reaches[reachedBy, default: []].append(control)
      }
    }
    for index in glasses.indices {
      let reachable = hidden[index]
      var onGlass: Set<String> = []
      for node in glasses[index].nodes { onGlass.insert(node.id) }
      for id in everywhere where !shown[index].contains(id) {
        if let reachedBy = reachable[id], let reachedBy, shown[index].contains(reachedBy) {
          continue
        }
        if paths.contains(where: { $0.control == id && onGlass.contains($0.reachedBy) }) {
          continue
        }
        // A switch to hidden controls (an overflow menu's More) is not needed
        // where every control it reaches elsewhere is shown.
        if let reached = reaches[id], reached.allSatisfy(shown[index].contains) { continue }
        let first = shown.firstIndex { $0.contains(id) } ?? 0
        let pose = names.indices.contains(first) ? names[first] : "pose \(first + 1)"
        found.append(
          (
            index,
            AuditFinding(
              nodeID: id, rule: .controlLost,
              detail:
                "shown in \(pose) but not here, and no shown switch reaches it"
            )
          ))
      }
    }
    return found
  }

  /// The controls under a hidden view, each with its nearest hidden ancestor's switch.
  static func hiddenSwitches(_ tree: LayoutNode) -> [String: String?] {
    var result: [String: String?] = [:]
    func walk(_ node: LayoutNode, hiddenBy: String??) {
      var hiddenBy = hiddenBy
      if case .container(.hidden(let reachedBy)) = node.role { hiddenBy = .some(reachedBy) }
      if case .control = node.role, let hiddenBy { result[node.id] = hiddenBy }
      for child in node.children { walk(child, hiddenBy: hiddenBy) }
    }
    walk(tree, hiddenBy: nil)
    return result
  }

  /// Findings of the one rule that compares poses: the controls of each later tree
  /// that come in another order than in the first (only controls present in both
  /// are compared).
  public static func orderFindings(across trees: [LayoutNode]) -> [(
    index: Int, finding: AuditFinding
  )] {
    orderFindings(across: trees.map(Glass.init))
  }

  static func orderFindings(across glasses: [Glass]) -> [(index: Int, finding: AuditFinding)] {
    guard let reference = glasses.first?.controlOrder else { return [] }
    var found: [(index: Int, finding: AuditFinding)] = []
    for (index, glass) in glasses.enumerated().dropFirst() {
      let order = glass.controlOrder
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

  /// The interactive nodes in an active region or its margins: what the region
  /// overlay lists as "in the fold".
  public static func controlsInTheFold(_ tree: LayoutNode, env: LayoutEnvironment) -> [String] {
    findings(in: tree, env: env)
      .filter { $0.rule == .controlInActiveRegion || $0.rule == .interactiveInFold }
      .map(\.nodeID)
  }
}
