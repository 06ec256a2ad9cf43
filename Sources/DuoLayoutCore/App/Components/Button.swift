/// A button: a symbol and a title, a role (plain, primary, destructive) and an
/// action. A primary button spans the column; the others are as wide as their
/// label. In a screen's `toolbar` it is a bar item.
///
/// ```json
/// {"kind": "button", "id": "pay", "symbol": "", "title": "Pay $42.00", "role": "primary",
///  "action": {"present": "paid"}}
/// ```
public struct Button: Component {
  public static let kind = "button"
  public static let example =
    #"{"kind": "button", "id": "save", "symbol": "✓", "title": "Save", "role": "primary", "action": {"present": "other"}}"#
  public static let summary = "A button with a symbol, a title, a role and an action."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID (made from its place when left out)."),
    SchemaProperty(
      "symbol", .string, "A glyph shown before the title (alone on a narrow bar).", required: true),
    SchemaProperty("title", .string, "What it says.", required: true),
    SchemaProperty(
      "role", .oneOf(["plain", "primary", "destructive"]),
      "plain (the default), primary (spans the column) or destructive."),
    SchemaProperty("action", .action, "What pressing it does."),
  ]

  public var id: String?
  public var symbol: String
  public var title: String
  public var role: String?
  public var action: AppAction?

  public var isFocusable: Bool { true }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    action.map { .action($0) } ?? .nothing
  }

  /// How its role stands out when it has no focus.
  var roleEmphasis: Emphasis {
    switch role {
    case "primary": .selected
    case "destructive": .alert
    default: .normal
    }
  }

  /// The item a bar lays it out as.
  func barItem(focused: Bool) -> BarItem {
    BarItem(componentID, symbol: symbol, title: title, emphasis: focused ? .focused : roleEmphasis)
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let id = componentID
    let width =
      role == "primary" ? context.width : min(context.width, context.controlWidth(symbol, title))
    return [
      AppBlock(height: TouchTarget.height(in: metrics), focus: id) { frame in
        [
          LayoutNode(
            id: context.nodeID(id), role: .control(symbol: symbol, title: title),
            frame: Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height),
            emphasis: context.emphasis(id, otherwise: roleEmphasis))
        ]
      }
    ]
  }
}
