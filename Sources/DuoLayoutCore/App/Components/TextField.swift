/// A text field: plain, secure (drawn as dots), numeric (digits only) or search,
/// under its label, a touch target tall. Enter or a click types into it; what is
/// typed is state (per item on a screen opened for one).
///
/// ```json
/// {"kind": "field", "id": "card", "label": "Card number", "style": "secure"}
/// ```
public struct TextField: Component {
  public static let kind = "field"
  public static let example =
    #"{"kind": "field", "id": "pin", "label": "PIN", "placeholder": "4 digits", "style": "numeric"}"#
  public static let summary = "A one-line text field: plain, secure, numeric or search."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID: what is typed is kept under it.", required: true),
    SchemaProperty("label", .string, "The line above it."),
    SchemaProperty("placeholder", .string, "Shown while it is empty."),
    SchemaProperty(
      "style", .oneOf(["plain", "secure", "numeric", "search"]),
      "plain (the default), secure (drawn as dots), numeric (digits only) or search."),
  ]

  public var id: String?
  public var label: String?
  public var placeholder: String?
  public var style: String?

  public var isFocusable: Bool { true }
  public var isTextField: Bool { true }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse { .type }

  public func accepts(_ character: Character) -> Bool {
    style != "numeric" || character.isNumber || character == " "
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    fieldBlocks(context, lines: 1)
  }

  /// The label's line (or a line of air) and the field, `lines` of text tall at
  /// least a touch target.
  func fieldBlocks(_ context: ComponentContext, lines: Int) -> [AppBlock] {
    let metrics = context.metrics
    let id = componentID
    let draft = context.draft(of: id)
    let typing = context.isTyping(id)
    let height = max(TouchTarget.height(in: metrics), metrics.lineHeight * Double(lines))
    let shown = style == "secure" ? String(repeating: "•", count: draft.text.count) : draft.text
    let hint = placeholder ?? (style == "search" ? "Search" : "Enter: type here")
    return [
      AppBlock(height: metrics.lineHeight + height, focus: id) { frame in
        // The field a touch target at the bottom, the label on the line above it
        // when there is room (a column shorter than the block keeps the field whole).
        let (field, above) = frame.sliced(min(frame.height, height), from: .bottom)
        let line = above.sliced(min(above.height, metrics.lineHeight), from: .bottom).0
        var nodes: [LayoutNode] = []
        if let label, line.height >= metrics.lineHeight - 1e-9 {
          nodes.append(
            LayoutNode(
              id: context.nodeID(id, "label"), role: .label(context.line(label, width: line.width)),
              frame: line, emphasis: .muted))
        }
        nodes.append(
          LayoutNode(
            id: context.nodeID(id),
            role: .field(text: shown, cursor: typing ? draft.cursor : nil, placeholder: hint),
            frame: field, emphasis: context.emphasis(id)))
        return nodes
      }
    ]
  }
}
