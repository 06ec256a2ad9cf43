extension JSONValue {
  /// The six kinds of JSON value.
  ///
  /// ```swift
  /// switch value.kind {
  /// case .number(let number): number.double
  /// case .object(let object): object.keys
  /// default: nil
  /// }
  /// ```
  public enum Kind: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The kind with an article, as messages name it: "a string", "an object".
    var name: String {
      switch self {
      case .null: "null"
      case .bool(let value): "\(value)"
      case .number: "a number"
      case .string: "a string"
      case .array: "an array"
      case .object: "an object"
      }
    }
  }
}
