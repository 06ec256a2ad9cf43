/// A multi-line text field: several lines tall, Enter starting a new line while
/// typing (Esc or Tab leaves it).
///
/// ```json
/// {"kind": "text-area", "id": "notes", "label": "Delivery notes", "lines": 3}
/// ```
public struct TextArea: Component {
  public static let kind = "text-area"
  public static let example =
    #"{"kind": "text-area", "id": "notes", "label": "Notes", "placeholder": "Anything else?", "lines": 3}"#
  public static let summary = "A multi-line text field."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID: what is typed is kept under it.", required: true),
    SchemaProperty("label", .string, "The line above it."),
    SchemaProperty("placeholder", .string, "Shown while it is empty."),
    SchemaProperty("lines", .integer, "How many lines tall (3 when left out)."),
  ]

  public var id: String?
  public var label: String?
  public var placeholder: String?
  public var lines: Int?

  public var isFocusable: Bool { true }
  public var isTextField: Bool { true }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse { .type }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    var field = TextField(id: id, label: label, placeholder: placeholder, style: nil)
    field.id = id
    return field.fieldBlocks(context, lines: max(1, min(lines ?? 3, 12)))
  }
}
