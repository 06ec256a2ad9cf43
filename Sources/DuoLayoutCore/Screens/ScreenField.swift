/// A text field of a screen: a composer, a search box. What is typed lives in the
/// screen's state under the field's ID, so no fold and no reload loses it.
///
/// ```json
/// {"id": "message", "label": "Message", "placeholder": "Write a message"}
/// ```
public struct ScreenField: Hashable, Sendable, Codable {
  public var id: String
  /// The line above the field; none when nil.
  public var label: String?
  /// Shown while the field is empty.
  public var placeholder: String?
  /// False keeps the field where the layout puts it even on an active fold (the
  /// audit then finds it there); moved off it, like a button, when nil or true.
  public var displacement: Bool?
  /// A note for the person editing the file; never shown.
  public var description: String?
  /// Where the field is declared in its file.
  public var source: FileLocation?

  public init(id: String, label: String? = nil, placeholder: String? = nil) {
    self.id = id
    self.label = label
    self.placeholder = placeholder
  }

  enum CodingKeys: String, CodingKey {
    case id, label, placeholder, displacement, description
  }
}
