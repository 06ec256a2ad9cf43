/// The environment inspector: the layout environment as text, so a person can read
/// what an app is handed in each pose. It sits on the leading side of an active fold.
///
/// ```swift
/// let tree = InspectorPattern.layout(in: env)
/// tree.node(id: "inspector.body")  // the text
/// ```
public enum InspectorPattern {
  /// The tree for `env`: a root and one text node.
  public static func layout(in env: LayoutEnvironment) -> LayoutNode {
    let area = FoldSplit(area: env.safeBounds, fold: env.fold(crossing: env.safeBounds)).first
    let body = LayoutNode(id: "inspector.body", role: .text(text(for: env)), frame: area)
    return LayoutNode(
      id: "inspector", role: .container(.plain), frame: env.bounds, children: [body])
  }

  /// The lines the inspector shows.
  public static func text(for env: LayoutEnvironment) -> String {
    var lines = [
      "ENVIRONMENT",
      "window \(env.windowSize) pt",
      "width \(env.horizontalSizeClass.rawValue), height \(env.verticalSizeClass.rawValue)",
      "safe area: \(env.safeAreaInsets)",
      "usable \(env.safeBounds.size) pt",
      "direction \(env.layoutDirection.rawValue)",
      "",
      "REGIONS (all, includeInactive)",
    ]
    for region in env.reservedRegions(includeInactive: true) {
      lines.append(
        "\(region.identifier): \(region.kind.rawValue), \(region.isActive ? "ACTIVE" : "inactive")")
      lines.append("  \(region.frame)")
      if region.margins != .zero {
        lines.append("  margins \(region.margins)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
