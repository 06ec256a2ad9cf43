/// One field of a JSON object: its key, where the key was written, and its value.
///
/// ```swift
/// let value = try JSONReader.parse(#"{"width": 466}"#)
/// let member = value.object?.members.first
/// member?.key          // "width"
/// member?.keyPosition  // 1:2, where `"width"` starts
/// ```
public struct JSONMember: Equatable, Sendable {
  public var key: String
  /// Where the key's opening quote is; nil for a field built in code.
  public var keyPosition: JSONPosition?
  public var value: JSONValue

  public init(key: String, keyPosition: JSONPosition? = nil, value: JSONValue) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
