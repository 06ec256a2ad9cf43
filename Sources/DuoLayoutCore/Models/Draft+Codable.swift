extension Draft {
  private enum CodingKeys: String, CodingKey { case text, cursor }

  /// Decoded through the checking initializer: the text is cut to the limit and the
  /// cursor kept inside it, whatever the file says.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      text: try container.decode(String.self, forKey: .text),
      cursor: try container.decodeIfPresent(Int.self, forKey: .cursor))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(cursor, forKey: .cursor)
  }
}
