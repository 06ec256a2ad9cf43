/// A stepper: a title, a number and − and + buttons (Left and Right too), kept
/// between `min` and `max`.
///
/// ```json
/// {"kind": "stepper", "id": "quantity", "title": "Quantity", "value": 1, "min": 1, "max": 9}
/// ```
public struct Stepper: Component {
  public static let kind = "stepper"
  public static let example =
    #"{"kind": "stepper", "id": "count", "title": "Count", "value": 2, "min": 1, "max": 3, "step": 1}"#
  public static let summary = "A title, a number, and − and + buttons."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID: its value is kept under it.", required: true),
    SchemaProperty("title", .string, "What it counts.", required: true),
    SchemaProperty("value", .number, "The number at the start (min when left out)."),
    SchemaProperty("min", .number, "The least (0 when left out)."),
    SchemaProperty("max", .number, "The most (99 when left out)."),
    SchemaProperty("step", .number, "How much a press changes it (1 when left out)."),
  ]

  public var id: String?
  public var title: String
  public var value: Double?
  public var min: Double?
  public var max: Double?
  public var step: Double?

  var range: ClosedRange<Double> { (min ?? 0)...Swift.max(min ?? 0, max ?? 99) }

  public var initialValue: AppValue? { .number(value ?? range.lowerBound) }
  public var isFocusable: Bool { true }

  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? {
    let now = value?.number ?? initialValue?.number ?? 0
    let next = now + Double(step) * (self.step ?? 1)
    return .number(Swift.min(Swift.max(next, range.lowerBound), range.upperBound))
  }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    adjusted(value, by: part == "minus" ? -1 : 1).map { .value($0) } ?? .nothing
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let id = componentID
    let number = context.value(of: id)?.number ?? range.lowerBound
    let emphasis = context.emphasis(id)
    let controls = [
      (part: "minus", symbol: "−", title: "Less", emphasis: emphasis),
      (part: "plus", symbol: "+", title: "More", emphasis: emphasis),
    ]
    return [
      AppBlock(height: context.controlRowHeight(controls), focus: id) { frame in
        context.controlRow(
          id, title: title, value: number.pointText,
          controls: controls, in: frame)
      }
    ]
  }
}
