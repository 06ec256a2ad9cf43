/// A catalog pattern's own content in a screen file (its `"content"` object): kept
/// as the file's JSON, with the positions it was read at, and decoded by the
/// pattern that lays the screen out (`ContentPattern.content(of:)`), so an error in
/// it names its line like any other.
///
/// ```swift
/// let screen = try ScreenFile.read(text, file: "stew.json")   // "pattern": "supporting-pane"
/// screen.content?.value["steps"]?[0]?.position                // 9:7
/// ```
public struct ScreenContent: Hashable, Sendable, Codable {
  /// The `"content"` object as the file holds it.
  public var value: JSONValue
  /// The content as its pattern decoded it when the file was read and checked, so
  /// showing it, auditing it and listing its controls decode it no second time
  /// (a 1 MiB mailbox took as long to decode again as to read). Nil for content
  /// made in code: its pattern decodes `value` when asked. Not compared, hashed
  /// or written: it is `value`, decoded.
  var decoded: (any Sendable)? = nil

  public init(_ value: JSONValue) {
    self.value = value
  }

  public static func == (a: ScreenContent, b: ScreenContent) -> Bool { a.value == b.value }

  /// Hashed as its compact text: equal values (positions aside) write alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value.description)
  }

  /// Read whole by the core's own decoder (a screen file, a saved session): the
  /// value is taken as it is, for its pattern to decode.
  public init(from decoder: any Decoder) throws {
    guard let decoding = decoder as? JSONValueDecoding else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a screen's content is read with JSONValueDecoder"))
    }
    value = decoding.value
  }

  /// Written whole by the core's own encoder.
  public func encode(to encoder: any Encoder) throws {
    guard let encoding = encoder as? JSONValueEncoding else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "a screen's content is written with JSONValueEncoder"))
    }
    encoding.box.content = .value(value)
  }
}
