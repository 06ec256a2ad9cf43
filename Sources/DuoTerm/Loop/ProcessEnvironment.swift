import Glibc

/// This process's environment as a dictionary, read from `environ` (the front does
/// not link Foundation).
///
/// ```swift
/// ProcessEnvironment.current["HOME"]
/// ```
enum ProcessEnvironment {
  static var current: [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  /// The value of one variable, without reading the rest (a start-up that needs
  /// one variable does not build the dictionary).
  ///
  /// ```swift
  /// ProcessEnvironment["NO_COLOR"]
  /// ```
  static subscript(name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
