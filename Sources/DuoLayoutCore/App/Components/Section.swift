/// A group of components under a header, with a footer under them (as a
/// settings screen's sections): a line of air above, the header muted.
///
/// ```json
/// {"kind": "section", "header": "Network", "content": [{"kind": "switch", "id": "wifi", "title": "Wi-Fi"}]}
/// ```
public struct Section: Component {
  public static let kind = "section"
  public static let example =
    #"{"kind": "section", "id": "group", "header": "Group", "footer": "A footer under the group.", "content": [{"kind": "text", "id": "inside", "text": "Inside"}]}"#
  public static let summary = "Components under a header, with an optional footer."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID (made from its place when left out)."),
    SchemaProperty("header", .string, "The line above its content."),
    SchemaProperty("footer", .string, "Text under its content (any length)."),
    SchemaProperty("content", .components, "Its components, top to bottom.", required: true),
  ]

  public var id: String?
  public var header: String?
  public var footer: String?
  public var content: [AnyComponent]

  public var children: [AnyComponent] {
    get { content }
    set { content = newValue }
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let id = context.nodeID(componentID)
    var blocks: [AppBlock] = []
    let title = header.map { context.line($0.uppercased(), width: context.width) }
    // A line of air, and the header under it when there is one (on the block's
    // last line, so a column too short for both cuts the air, not the header).
    blocks.append(
      AppBlock(height: metrics.lineHeight * (title == nil ? 1 : 2)) { frame in
        guard let title else { return [] }
        let line = frame.sliced(metrics.lineHeight, from: .bottom).slice
        return [LayoutNode(id: "\(id).header", role: .label(title), frame: line, emphasis: .muted)]
      })
    blocks += content.flatMap { $0.base.blocks(context) }
    if let footer {
      let lines = TextWrap.lines(footer, width: max(1, metrics.columns(in: context.width)))
      blocks += lines.enumerated().map { index, line in
        AppBlock(height: metrics.lineHeight) { frame in
          [
            LayoutNode(
              id: "\(id).footer.\(index + 1)", role: .label(line), frame: frame, emphasis: .muted)
          ]
        }
      }
    }
    return blocks
  }
}
