extension JSONDecodeError {
  /// What kind of value a decoder wanted.
  enum Expectation: Hashable, Sendable {
    case bool, number, wholeNumber, string, array, object

    /// "a number", as a message says it.
    var name: String {
      switch self {
      case .bool: "true or false"
      case .number: "a number"
      case .wholeNumber: "a whole number"
      case .string: "a string"
      case .array: "an array"
      case .object: "an object"
      }
    }

    /// What to write, as the fix for a wrong value says it.
    var fix: String {
      switch self {
      case .bool: "write true or false"
      case .number: "write a number, like 12 or 0.5"
      case .wholeNumber: "write a whole number, like 12"
      case .string: "write text in double quotes"
      case .array: "write an array: [ … ]"
      case .object: "write an object: { \"name\": value, … }"
      }
    }

    /// A stand-in for the value in `add "key": <number>`.
    var placeholder: String {
      switch self {
      case .bool: "<true or false>"
      case .number: "<number>"
      case .wholeNumber: "<whole number>"
      case .string: "\"<text>\""
      case .array: "[ … ]"
      case .object: "{ … }"
      }
    }
  }
}
