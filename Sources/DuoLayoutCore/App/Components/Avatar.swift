/// A row's leading image, drawn as a small box of initials (or a glyph), with the
/// alt text a screen reader would say.
///
/// ```json
/// {"initials": "AL", "alt": "Ada Lovelace"}
/// ```
public struct Avatar: Hashable, Sendable, Codable {
  public var initials: String
  public var alt: String
}
