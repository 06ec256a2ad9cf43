extension Decoder {
  /// An error about the value this decoder reads, for a type's own `init(from:)`:
  /// from `JSONValueDecoder` a `JSONDecodeError` at the value's position and path;
  /// from any other decoder a `DecodingError.dataCorrupted`. `message` says what is
  /// wrong — how to fix it.
  ///
  /// ```swift
  /// init(from decoder: any Decoder) throws {
  ///   let name = try decoder.singleValueContainer().decode(String.self)
  ///   guard let pose = Pose(rawValue: name) else {
  ///     throw decoder.positionedError("unknown pose '\(name)' — poses: closed, open, book, …")
  ///   }
  ///   self = pose
  /// }
  /// ```
  public func positionedError(_ message: String) -> any Error {
    if let decoder = self as? JSONValueDecoding { return decoder.problem(message.visible) }
    return DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }
}
