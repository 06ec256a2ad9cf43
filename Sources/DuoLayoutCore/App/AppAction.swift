/// What pressing a control of an app file does: one of a small, closed set, so
/// a file is a clickable prototype and never a program. Written in the file as
/// an object with one key (or the word `"back"` / `"dismiss"`):
///
/// ```json
/// {"navigate": "wifi"}        push the screen with ID wifi
/// "back"                      pop the top screen (or close what is presented)
/// {"present": "confirm"}      show a screen as a sheet or dialog over this one
/// "dismiss"                   close the sheet or dialog
/// {"toggle": "airplane"}      flip a switch's value
/// {"set": {"id": "plan", "value": "pro"}}   set a control's value
/// {"append": {"field": "draft", "to": "thread"}}   Send: the field's text onto a list
/// {"select": "plan"}          a row's item becomes plan's value: the row shows ✓
/// ```
public enum AppAction: Hashable, Sendable, Codable {
  case navigate(String)
  case back
  case present(String)
  case dismiss
  case toggle(String)
  case set(id: String, value: AppValue)
  case append(field: String, to: String)
  /// The pressed row's item becomes the value under this ID (one choice of a
  /// list: the row whose item it is shows a checkmark).
  case select(String)

  /// The forms the file may use, for its messages and the schema.
  public static let forms = [
    "navigate", "back", "present", "dismiss", "toggle", "set", "append", "select",
  ]

  private struct Assignment: Codable {
    var id: String
    var value: AppValue
  }

  private struct Appending: Codable {
    var field: String
    var to: String
  }

  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let word = try? single.decode(String.self)
    {
      switch word {
      case "back": self = .back
      case "dismiss": self = .dismiss
      default:
        throw AppFileError.at(
          decoder,
          "\(word.quoted.visible) is not an action — write \"back\", \"dismiss\" or an object such as {\"navigate\": \"screen-id\"}"
        )
      }
      return
    }
    let container = try decoder.container(keyedBy: JSONKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw AppFileError.at(
        decoder,
        "an action is one of \(Self.forms.joined(separator: ", ")) — write one, like {\"navigate\": \"wifi\"}"
      )
    }
    switch key.stringValue {
    case "navigate": self = .navigate(try container.decode(String.self, forKey: key))
    case "present": self = .present(try container.decode(String.self, forKey: key))
    case "toggle": self = .toggle(try container.decode(String.self, forKey: key))
    case "select": self = .select(try container.decode(String.self, forKey: key))
    case "set":
      let assignment = try container.decode(Assignment.self, forKey: key)
      self = .set(id: assignment.id, value: assignment.value)
    case "append":
      let appending = try container.decode(Appending.self, forKey: key)
      self = .append(field: appending.field, to: appending.to)
    default:
      let near = JSONSuggestion.nearest(to: key.stringValue, among: Self.forms)
      throw AppFileError.at(
        decoder,
        "unknown action \(key.stringValue.quoted.visible)"
          + (near.map { " — did you mean \($0.quoted)?" }
            ?? " — write one of \(Self.forms.joined(separator: ", "))"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .back:
      var single = encoder.singleValueContainer()
      try single.encode("back")
    case .dismiss:
      var single = encoder.singleValueContainer()
      try single.encode("dismiss")
    case .navigate(let id), .present(let id), .toggle(let id), .select(let id):
      var container = encoder.container(keyedBy: JSONKey.self)
      let name =
        switch self {
        case .navigate: "navigate"
        case .present: "present"
        case .select: "select"
        default: "toggle"
        }
      try container.encode(id, forKey: JSONKey(name))
    case .set(let id, let value):
      var container = encoder.container(keyedBy: JSONKey.self)
      try container.encode(Assignment(id: id, value: value), forKey: JSONKey("set"))
    case .append(let field, let to):
      var container = encoder.container(keyedBy: JSONKey.self)
      try container.encode(Appending(field: field, to: to), forKey: JSONKey("append"))
    }
  }

  /// The IDs of screens and controls the action names, for the file's checks.
  var screenID: String? {
    switch self {
    case .navigate(let id), .present(let id): id
    default: nil
    }
  }
}
