/// The value of a control in an app file: a switch's on, a stepper's count, a
/// picker's choice, a list a Send appends to. It is state: kept above the layout by
/// control ID (and item, `AppState.key`), so a fold, a reload and a restart keep it.
///
/// ```swift
/// AppValue.bool(true).isOn   // true
/// ```
public enum AppValue: Hashable, Sendable, Codable {
  case bool(Bool)
  case number(Double)
  case text(String)
  case list([String])

  public var isOn: Bool { if case .bool(let on) = self { on } else { false } }
  public var number: Double? { if case .number(let value) = self { value } else { nil } }
  public var text: String? { if case .text(let value) = self { value } else { nil } }
  public var list: [String] { if case .list(let value) = self { value } else { [] } }

  /// As a session holds it: the plain JSON value.
  public init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if let bool = try? single.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else if let text = try? single.decode(String.self) {
      self = .text(text)
    } else {
      self = .list(try single.decode([String].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    switch self {
    case .bool(let value): try single.encode(value)
    case .number(let value): try single.encode(value)
    case .text(let value): try single.encode(value)
    case .list(let value): try single.encode(value)
    }
  }
}
