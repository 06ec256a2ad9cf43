/// Values written as Swift literals, for building output (a SARIF log, a default
/// profile) and for tests. A dictionary literal keeps its order; a repeated key
/// keeps its first place and its last value.
///
/// ```swift
/// let report: JSONValue = ["version": "2.1.0", "runs": [["results": []]], "ok": true, "n": 2]
/// ```
extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self.init(.null) }
  public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
  public init(integerLiteral value: Int) { self.init(.number(JSONNumber(value))) }
  /// A literal is always finite: an infinite one (`1e400`) is a programming error.
  public init(floatLiteral value: Double) {
    guard let number = JSONNumber(value) else {
      preconditionFailure("\(value) is not a JSON number")
    }
    self.init(.number(number))
  }

  public init(stringLiteral value: String) { self.init(.string(value)) }
  public init(arrayLiteral elements: JSONValue...) { self.init(.array(elements)) }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    var object = JSONObject()
    for (key, value) in elements { object[key] = value }
    self.init(.object(object))
  }
}
