import DuoLayoutCore

/// `duoterm tree`: every node of a pattern's layout with its ID, role, frame in the device's unit
/// and the reserved regions it intersects.
enum TreeCommand: Command {
  static let name = "tree"
  static let spec = CommandSpec(
    name,
    summary:
      "every node of the layout: ID, role, frame (pt or dp), and the reserved regions it meets",
    options: HeadlessState.options + [Options.json],
    description: """
      Prints every node of the pattern's layout tree: its ID, role (a control's symbol and \
      title, an image's glyph and alt text), frame in the \
      window's unit (points; dp on an Android profile; a turned half's nodes where \
      they show on the glass), and each \
      reserved region it intersects, with that region's kind and whether it is \
      active.
      """, run: run)

  /// One node as `--json` prints it (`Schemas/tree.schema.json`); the root alone
  /// carries the format's `version`.
  struct JSONNode: Encodable {
    /// Where a screen file declares a node, as the audit's JSON gives it.
    struct Location: Encodable {
      var file: String
      var line: Int
      var column: Int
    }
    /// The format's version: 1, on the root only.
    var version: Int?
    struct Hit: Encodable {
      var identifier: String
      var kind: RegionKind
      var isActive: Bool
    }
    var id: String
    var role: String
    var frame: Rect
    var symbol: String?
    var title: String?
    /// An image's alt text: what a screen reader says for it.
    var alt: String?
    var emphasis: Emphasis
    var interactive: Bool
    /// A turned half's clockwise quarter turns; absent when 0.
    var quarterTurns: Int?
    /// True for a node laid out but not drawn (a split arrangement's secondary when
    /// it cannot split, at the full size, as measured on the iPhone Duo simulator); absent otherwise.
    var hidden: Bool?
    var intersects: [Hit]
    /// Where a screen file declares the node, `FILE:LINE:COL`; absent otherwise.
    var declared: String?
    /// The same place as `{file, line, column}`; absent otherwise.
    var location: Location?
    var children: [JSONNode]
  }

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let state = try HeadlessState.state(args)
    // The tree is on the glass: its frames and the regions' from the top left.
    let env = state.environment.physical
    let tree = inWindow(state.tree)
    let screen = state.screenFile
    if args[Options.json] {
      var root = json(tree, env: env, screen: screen)
      root.version = 1
      printJSON(root)
    } else {
      print(heading(state))
      printText(tree, env: env, screen: screen, depth: 0)
    }
    return 0
  }

  /// The text form's first line: the pattern, the pose and the window in the
  /// device's unit (`list-detail in book: window 690.3×829 dp`).
  static func heading(_ state: EmulatorState) -> String {
    "\(state.pattern.argument) in \(state.pose.argument): window \(state.environment.windowSize) \(state.profile.unit)"
  }

  /// `node`'s tree with every frame in window points, as the regions are: a turned
  /// half's nodes where they show on the glass (`LayoutNode.windowNodes`).
  static func inWindow(_ node: LayoutNode) -> LayoutNode {
    var frames = node.windowNodes.map(\.frame).makeIterator()
    func rebuild(_ node: LayoutNode) -> LayoutNode {
      var copy = node
      copy.frame = frames.next() ?? node.frame
      copy.children = node.children.map(rebuild)
      return copy
    }
    return rebuild(node)
  }

  static func hits(_ node: LayoutNode, env: LayoutEnvironment) -> [ReservedRegion] {
    env.reservedRegions(includeInactive: true).filter { $0.frame.intersects(node.frame) }
  }

  /// `FILE:LINE:COL` of the node in the screen file that declares it, if one does.
  static func declared(_ node: LayoutNode, in screen: ScreenFile?) -> String? {
    screen?.source(ofNode: node.id)?.description
  }

  private static func printText(
    _ node: LayoutNode, env: LayoutEnvironment, screen: ScreenFile?, depth: Int
  ) {
    var line = String(repeating: "  ", count: depth) + node.id + "  " + node.role.name
    if case .control(let symbol, let title) = node.role { line += " \"\(symbol) \(title)\"" }
    if case .image(let glyph, let alt) = node.role { line += " \"\(glyph)\" alt \"\(alt)\"" }
    line += "  \(node.frame)"
    if node.quarterTurns != 0 { line += "  turned \(node.quarterTurns)" }
    if node.role.isHidden { line += "  hidden (laid out, not drawn)" }
    let regions = hits(node, env: env)
    if !regions.isEmpty {
      line +=
        "  intersects "
        + regions.map {
          "\($0.identifier) (\($0.kind.rawValue), \($0.isActive ? "active" : "inactive"))"
        }
        .joined(separator: ", ")
    }
    if let declared = declared(node, in: screen) { line += "  declared at \(declared)" }
    // Shown visibly: a symbol or title from a file may hold a newline or an escape.
    print(line.visible)
    for child in node.children { printText(child, env: env, screen: screen, depth: depth + 1) }
  }

  static func json(_ node: LayoutNode, env: LayoutEnvironment, screen: ScreenFile? = nil)
    -> JSONNode
  {
    var symbol: String? = nil
    var title: String? = nil
    var alt: String? = nil
    if case .control(let s, let t) = node.role {
      symbol = s
      title = t
    }
    if case .image(let glyph, let text) = node.role {
      symbol = glyph
      alt = text
    }
    return JSONNode(
      version: nil, id: node.id, role: node.role.name, frame: node.frame, symbol: symbol,
      title: title, alt: alt,
      emphasis: node.emphasis, interactive: node.role.isInteractive,
      quarterTurns: node.quarterTurns == 0 ? nil : node.quarterTurns,
      hidden: node.role.isHidden ? true : nil,
      intersects: hits(node, env: env).map {
        .init(identifier: $0.identifier, kind: $0.kind, isActive: $0.isActive)
      },
      declared: declared(node, in: screen),
      location: screen?.source(ofNode: node.id).map {
        .init(file: $0.file, line: $0.line, column: $0.column)
      },
      children: node.children.map { json($0, env: env, screen: screen) })
  }
}
