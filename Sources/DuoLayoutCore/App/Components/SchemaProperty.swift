/// One field a component reads from an app file, as `Schemas/app.schema.json`
/// says it: its name, what kind of JSON value, and what it is for. A component's
/// `properties` list is the one place its fields are written down for the schema;
/// `AppSchemaTests` checks each component decodes every one it lists and no other.
///
/// ```swift
/// SchemaProperty("value", .boolean, "On when true.")
/// ```
public struct SchemaProperty: Hashable, Sendable {
  /// The JSON a property takes.
  public enum Kind: Hashable, Sendable {
    case string
    case boolean
    case number
    case integer
    /// One of these words.
    case oneOf([String])
    /// A list of strings.
    case strings
    /// An action (`AppAction`).
    case action
    /// A list of components.
    case components
    /// A list of options, each an ID and a title.
    case options
    /// An avatar: initials (or a glyph) and alt text.
    case avatar
    /// Messages, each an item, who from and its text.
    case messages
    /// Grid tiles, each an ID, a symbol and alt text.
    case tiles
  }

  public var name: String
  public var kind: Kind
  public var summary: String
  public var isRequired: Bool

  public init(_ name: String, _ kind: Kind, _ summary: String, required: Bool = false) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.isRequired = required
  }
}
