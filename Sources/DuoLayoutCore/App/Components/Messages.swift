/// A conversation: messages as bubbles, theirs on the leading side and yours on
/// the trailing side, each wrapped to two thirds of the column and shown a line
/// at a time (so a long thread scrolls, never cut). The file's messages are the
/// ones for the screen's item; what an `append` action sends joins them as yours
/// (its value, kept per item).
///
/// ```json
/// {"kind": "messages", "id": "thread",
///  "messages": [{"item": "ada", "from": "them", "text": "Tea at four?"}]}
/// ```
public struct Messages: Component {
  public static let kind = "messages"
  public static let example =
    #"{"kind": "messages", "id": "thread", "messages": [{"item": "ada", "from": "them", "text": "Tea at four?"}, {"item": "ada", "from": "me", "text": "Yes, see you there."}], "empty": "No messages yet"}"#
  public static let summary = "A conversation: bubbles left and right; Send appends to it."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID: what append actions send to.", required: true),
    SchemaProperty(
      "messages", .messages, "The messages at the start, each for an item (a conversation)."),
    SchemaProperty("empty", .string, "Shown while there is no message."),
  ]

  /// One message of the file's.
  public struct Message: Hashable, Sendable, Codable {
    /// The item (conversation) it belongs to; every item's when left out.
    public var item: String?
    /// `them` (leading) or `me` (trailing).
    public var from: String
    public var text: String
  }

  public var id: String?
  public var messages: [Message]?
  public var empty: String?

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let id = componentID
    let sent = context.state.values[AppState.key(id, item: context.item)]?.list ?? []
    let thread =
      (messages ?? []).filter { $0.item == nil || $0.item == context.item }.map {
        ($0.from == "me", $0.text)
      }
      + sent.map { (true, $0) }
    guard !thread.isEmpty else {
      let text = empty ?? "No messages yet"
      return [
        AppBlock(height: metrics.lineHeight) { frame in
          [
            LayoutNode(
              id: context.nodeID(id, "empty"), role: .label(context.line(text, width: frame.width)),
              frame: frame, emphasis: .muted)
          ]
        }
      ]
    }
    let columns = max(1, metrics.columns(in: context.width) * 2 / 3)
    var blocks: [AppBlock] = []
    for (index, (mine, text)) in thread.enumerated() {
      let lines = TextWrap.lines(text, width: columns)
      let width = Double(lines.map { TerminalWidth.of($0) }.max() ?? 0) * metrics.columnWidth
      for (number, line) in lines.enumerated() {
        let last = number == lines.count - 1
        blocks.append(
          AppBlock(height: metrics.lineHeight * (last ? 2 : 1)) { frame in
            let x = mine ? frame.maxX - width : frame.minX
            return [
              LayoutNode(
                id: context.nodeID(id, "\(index + 1).\(number + 1)"), role: .label(line),
                frame: Rect(x: x, y: frame.minY, width: width, height: metrics.lineHeight),
                emphasis: mine ? .selected : .normal)
            ]
          })
      }
    }
    return blocks
  }
}
