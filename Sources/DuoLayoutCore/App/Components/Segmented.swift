/// A segmented control: a row of options, one chosen, each a touch target
/// (wrapping onto more rows when the column is narrow, as `ControlStrip` does,
/// and keeping each option's title: its ● or ○ alone would say nothing).
///
/// ```json
/// {"kind": "segmented", "id": "repeat", "title": "Repeat",
///  "options": [{"id": "off", "title": "Off"}, {"id": "all", "title": "All"}]}
/// ```
public struct Segmented: Component {
  public static let kind = "segmented"
  public static let example =
    #"{"kind": "segmented", "id": "size", "title": "Size", "options": [{"id": "s", "title": "Small"}, {"id": "l", "title": "Large"}], "value": "s"}"#
  public static let summary = "A row of options, one chosen."
  public static let properties = [
    SchemaProperty(
      "id", .string, "Its ID: the chosen option's ID is kept under it.", required: true),
    SchemaProperty("title", .string, "A line above the options."),
    SchemaProperty("options", .options, "The options, in order.", required: true),
    SchemaProperty("value", .string, "The option chosen at the start (the first when left out)."),
  ]

  public var id: String?
  public var title: String?
  public var options: [Option]
  public var value: String?

  public var initialValue: AppValue? { (value ?? options.first?.id).map { .text($0) } }
  public var isFocusable: Bool { true }

  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? {
    Option.next(after: value?.text, in: options, by: step).map { .text($0) }
  }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    if let part, options.contains(where: { $0.id == part }) { return .value(.text(part)) }
    return adjusted(value, by: 1).map { .value($0) } ?? .nothing
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let id = componentID
    let chosen = context.value(of: id)?.text
    let focused = context.isFocused(id)
    let items = options.map {
      BarItem(
        $0.id, symbol: $0.id == chosen ? "●" : "○", title: $0.title,
        emphasis: $0.id == chosen ? (focused ? .focused : .selected) : .normal)
    }
    @Sendable func strip(_ frame: Rect) -> LayoutNode {
      ControlStrip.node(
        items, id: context.nodeID(id), centreX: frame.midX,
        y: frame.maxY - TouchTarget.height(in: metrics), room: frame.width, limit: frame.width,
        keepingTitles: true, metrics: metrics)
    }
    let titleHeight = title == nil ? 0 : metrics.lineHeight
    let height = strip(Rect(x: 0, y: 0, width: context.width, height: 0)).frame.height
    return [
      AppBlock(height: titleHeight + height, focus: id) { frame in
        var nodes: [LayoutNode] = []
        var rest = frame
        if let title {
          let (line, below) = frame.sliced(metrics.lineHeight, from: .top)
          rest = below
          nodes.append(
            LayoutNode(
              id: context.nodeID(id, "title"), role: .label(context.line(title, width: line.width)),
              frame: line))
        }
        nodes.append(strip(rest))
        return nodes
      }
    ]
  }
}
