/// A row of a screen's list: a title, an optional trailing detail (a date, a
/// count) and the text its detail pane shows.
///
/// ```json
/// {"id": "pancakes", "title": "Pancakes", "detail": "20 min", "text": "Flour, eggs, milk."}
/// ```
public struct ScreenRow: Hashable, Sendable, Codable {
  /// Stable: given, or derived from the title (`ScreenID`).
  public var id: String
  public var title: String
  public var detail: String?
  public var text: String?
  /// A note for the person editing the file; never shown.
  public var description: String?
  /// Where the row is declared in its file.
  public var source: FileLocation?

  public init(id: String, title: String, detail: String? = nil, text: String? = nil) {
    self.id = id
    self.title = title
    self.detail = detail
    self.text = text
  }

  enum CodingKeys: String, CodingKey {
    case id, title, detail, text, description
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
    detail = try container.decodeIfPresent(String.self, forKey: .detail)
    text = try container.decodeIfPresent(String.self, forKey: .text)
    description = try container.decodeIfPresent(String.self, forKey: .description)
  }
}
