/// A switch: a title and an on/off value, toggled by Enter, a click or Left and
/// Right. The value is state, kept through every fold and the session.
///
/// ```json
/// {"kind": "switch", "id": "airplane", "title": "Airplane Mode", "value": false}
/// ```
public struct Switch: Component {
  public static let kind = "switch"
  public static let example = #"{"kind": "switch", "id": "wifi", "title": "Wi-Fi", "value": true}"#
  public static let summary = "A title and an on/off value."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID: its value is kept under it.", required: true),
    SchemaProperty("title", .string, "What it switches.", required: true),
    SchemaProperty("value", .boolean, "On at the start when true."),
  ]

  public var id: String?
  public var title: String
  public var value: Bool?

  public var initialValue: AppValue? { .bool(value ?? false) }
  public var isFocusable: Bool { true }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    .value(.bool(!(value?.isOn ?? false)))
  }

  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? { .bool(step > 0) }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let id = componentID
    let on = context.value(of: id)?.isOn ?? false
    let controls = [
      (
        part: "", symbol: on ? "●" : "○", title: on ? "On" : "Off",
        emphasis: context.emphasis(id, otherwise: on ? .selected : .normal)
      )
    ]
    return [
      AppBlock(height: context.controlRowHeight(controls), focus: id) { frame in
        context.controlRow(
          id, title: title,
          controls: controls, in: frame)
      }
    ]
  }
}
