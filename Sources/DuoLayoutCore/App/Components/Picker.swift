/// A picker (a menu): a title and the chosen option; a press shows the next
/// option, Left and Right step through them.
///
/// ```json
/// {"kind": "picker", "id": "appearance", "title": "Appearance",
///  "options": [{"id": "light", "title": "Light"}, {"id": "dark", "title": "Dark"}]}
/// ```
public struct Picker: Component {
  public static let kind = "picker"
  public static let example =
    #"{"kind": "picker", "id": "theme", "title": "Theme", "options": [{"id": "light", "title": "Light"}, {"id": "dark", "title": "Dark"}], "value": "light"}"#
  public static let summary = "A title and the chosen option; a press moves to the next."
  public static let properties = [
    SchemaProperty(
      "id", .string, "Its ID: the chosen option's ID is kept under it.", required: true),
    SchemaProperty("title", .string, "What it chooses.", required: true),
    SchemaProperty("options", .options, "The options, in order.", required: true),
    SchemaProperty("value", .string, "The option chosen at the start (the first when left out)."),
  ]

  public var id: String?
  public var title: String
  public var options: [Option]
  public var value: String?

  public var initialValue: AppValue? { (value ?? options.first?.id).map { .text($0) } }
  public var isFocusable: Bool { true }

  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? {
    Option.next(after: value?.text, in: options, by: step).map { .text($0) }
  }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    adjusted(value, by: 1).map { .value($0) } ?? .nothing
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let id = componentID
    let chosen = context.value(of: id)?.text
    let shown = options.first { $0.id == chosen }?.title ?? ""
    let controls = [(part: "", symbol: "▾", title: shown, emphasis: context.emphasis(id))]
    return [
      AppBlock(height: context.controlRowHeight(controls), focus: id) { frame in
        context.controlRow(
          id, title: title, controls: controls, in: frame)
      }
    ]
  }
}
