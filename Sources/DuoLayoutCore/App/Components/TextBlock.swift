/// Text of any length: wrapped to the column, one block a line, so it flows
/// across the fold and scrolls a line at a time and is never cut.
///
/// ```json
/// {"kind": "text", "text": "Your order ships in two days.", "style": "caption"}
/// ```
public struct TextBlock: Component {
  public static let kind = "text"
  public static let example =
    #"{"kind": "text", "id": "intro", "text": "Welcome to the app. This text is long enough to wrap onto several lines on a closed phone.", "style": "caption"}"#
  public static let summary = "Text of any length, wrapped to the column; it scrolls, never cut."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID (made from its place when left out)."),
    SchemaProperty("text", .string, "The text; \\n starts a new paragraph.", required: true),
    SchemaProperty(
      "style", .oneOf(["body", "caption", "headline"]),
      "How it reads: body (the default), caption (muted) or headline."),
  ]

  public var id: String?
  public var text: String
  public var style: String?

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let lines = TextWrap.lines(text, width: max(1, metrics.columns(in: context.width)))
    let emphasis: Emphasis =
      switch style {
      case "caption": .muted
      case "headline": .heading
      default: .normal
      }
    let id = context.nodeID(componentID)
    return lines.enumerated().map { index, line in
      AppBlock(height: metrics.lineHeight) { frame in
        [LayoutNode(id: "\(id).\(index + 1)", role: .label(line), frame: frame, emphasis: emphasis)]
      }
    }
  }
}
