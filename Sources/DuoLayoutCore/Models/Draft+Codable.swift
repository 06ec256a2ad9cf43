extension Draft {
  private enum CodingKeys: String, CodingKey { case text, cursor }

  /// Decoded as if the saved text were typed: the control characters typing drops
  /// are dropped (a hand-edited or hostile session file could otherwise put an
  /// escape sequence in a draft), a carriage return is a new line as Enter is, the
  /// text is cut to the limit, and the cursor stays before the same text it was
  /// before, inside the text whatever the file says.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let saved = try container.decode(String.self, forKey: .text)
      .map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 }
    let cursor = try container.decodeIfPresent(Int.self, forKey: .cursor) ?? saved.count
    var typed = Draft()
    typed.insert(String(saved.prefix(max(0, cursor))))
    let typedCursor = typed.cursor
    typed.insert(String(saved.dropFirst(max(0, cursor))))
    self.init(text: typed.text, cursor: typedCursor)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(cursor, forKey: .cursor)
  }
}
