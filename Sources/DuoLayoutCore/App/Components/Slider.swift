/// A slider: a title and its value over a track between ◀ and ▶ (Left and
/// Right too), in steps between `min` and `max`.
///
/// ```json
/// {"kind": "slider", "id": "volume", "title": "Volume", "value": 40}
/// ```
public struct Slider: Component {
  public static let kind = "slider"
  public static let example =
    #"{"kind": "slider", "id": "volume", "title": "Volume", "value": 50, "min": 0, "max": 100, "step": 25}"#
  public static let summary = "A title and a value on a track, moved in steps."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID: its value is kept under it.", required: true),
    SchemaProperty("title", .string, "What it sets.", required: true),
    SchemaProperty("value", .number, "The value at the start (min when left out)."),
    SchemaProperty("min", .number, "The least (0 when left out)."),
    SchemaProperty("max", .number, "The most (100 when left out)."),
    SchemaProperty(
      "step", .number, "How far a press moves it (a tenth of the range when left out)."),
  ]

  public var id: String?
  public var title: String
  public var value: Double?
  public var min: Double?
  public var max: Double?
  public var step: Double?

  var range: ClosedRange<Double> { (min ?? 0)...Swift.max((min ?? 0) + 1, max ?? 100) }

  public var initialValue: AppValue? { .number(value ?? range.lowerBound) }
  public var isFocusable: Bool { true }

  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? {
    let now = value?.number ?? initialValue?.number ?? 0
    let size = self.step ?? (range.upperBound - range.lowerBound) / 10
    return .number(
      Swift.min(Swift.max(now + Double(step) * size, range.lowerBound), range.upperBound))
  }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    adjusted(value, by: part == "down" ? -1 : 1).map { .value($0) } ?? .nothing
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let id = componentID
    let number = context.value(of: id)?.number ?? range.lowerBound
    let emphasis = context.emphasis(id)
    let touch = TouchTarget.height(in: metrics)
    return [
      AppBlock(height: metrics.lineHeight + touch, focus: id) { frame in
        let (titleLine, row) = frame.sliced(metrics.lineHeight, from: .top)
        let down = context.controlWidth("◀", "")
        let track = Rect(
          x: row.minX + down, y: row.minY, width: Swift.max(0, row.width - 2 * down),
          height: row.height)
        let columns = metrics.columns(in: track.width)
        let share = (number - range.lowerBound) / (range.upperBound - range.lowerBound)
        let knob = Int((share * Double(Swift.max(0, columns - 1))).rounded())
        let bar =
          columns == 0
          ? ""
          : String(repeating: "━", count: knob) + "●"
            + String(repeating: "─", count: Swift.max(0, columns - knob - 1))
        return [
          LayoutNode(
            id: context.nodeID(id, "title"),
            role: .label(context.line(title, trailing: number.pointText, width: titleLine.width)),
            frame: titleLine),
          LayoutNode(
            id: context.nodeID(id, "down"), role: .control(symbol: "◀", title: "Less"),
            frame: Rect(x: row.minX, y: row.minY, width: down, height: row.height),
            emphasis: emphasis),
          LayoutNode(
            id: context.nodeID(id, "track"), role: .label(bar),
            frame: context.middleLine(of: track)),
          LayoutNode(
            id: context.nodeID(id, "up"), role: .control(symbol: "▶", title: "More"),
            frame: Rect(x: track.maxX, y: row.minY, width: down, height: row.height),
            emphasis: emphasis),
        ]
      }
    ]
  }
}
