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
    let arrow = TouchTarget.width(in: metrics)
    let line = metrics.lineHeight
    // The arrows either side of the track where they fit with a column of track
    // between them (with their padding where that fits too); in a narrower column
    // (Split View a third wide, the largest text) the track gets a line of its
    // own over the arrows, side by side or, narrower still, one above the other.
    let beside = 2 * arrow + metrics.columnWidth <= context.width
    let padded = context.controlWidth("◀", "")
    let down = beside && 2 * padded + metrics.columnWidth <= context.width ? padded : arrow
    let abreast = beside || 2 * arrow <= context.width
    let height = beside ? line + touch : 2 * line + (abreast ? touch : 2 * touch)
    return [
      AppBlock(height: height, focus: id) { frame in
        let (titleLine, row) = frame.sliced(line, from: .top)
        let track: Rect
        let downFrame: Rect
        let upFrame: Rect
        if beside {
          track = Rect(
            x: row.minX + down, y: row.minY, width: Swift.max(0, row.width - 2 * down),
            height: row.height)
          downFrame = Rect(x: row.minX, y: row.minY, width: down, height: row.height)
          upFrame = Rect(x: track.maxX, y: row.minY, width: down, height: row.height)
        } else {
          let (trackLine, arrows) = row.sliced(line, from: .top)
          track = trackLine
          downFrame = Rect(x: arrows.minX, y: arrows.minY, width: arrow, height: touch)
          upFrame =
            abreast
            ? Rect(x: arrows.maxX - arrow, y: arrows.minY, width: arrow, height: touch)
            : Rect(x: arrows.minX, y: arrows.minY + touch, width: arrow, height: touch)
        }
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
            frame: downFrame, emphasis: emphasis),
          LayoutNode(
            id: context.nodeID(id, "track"), role: .label(bar),
            frame: beside ? context.middleLine(of: track) : track),
          LayoutNode(
            id: context.nodeID(id, "up"), role: .control(symbol: "▶", title: "More"),
            frame: upFrame, emphasis: emphasis),
        ]
      }
    ]
  }
}
