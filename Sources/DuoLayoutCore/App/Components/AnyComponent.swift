/// A component of any kind, as a screen's list holds it: read by the kind its
/// `"kind"` names in `ComponentRegistry.all` (an unknown kind is an error with the
/// nearest known one), and compared and hashed as that kind.
///
/// ```swift
/// let part = try JSONValueDecoder(strict: true).decode(
///   AnyComponent.self, from: JSONReader.parse(#"{"kind": "switch", "id": "wifi", "title": "Wi-Fi"}"#))
/// part.base is Switch   // true
/// ```
public struct AnyComponent: Hashable, Sendable, Codable {
  public var base: any Component

  public init(_ base: any Component) {
    self.base = base
  }

  public static func == (a: AnyComponent, b: AnyComponent) -> Bool {
    AnyHashable(a.base) == AnyHashable(b.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  /// The kind's name.
  public var kind: String { type(of: base).kind }

  private enum CodingKeys: String, CodingKey {
    case kind
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    guard let type = ComponentRegistry.kind(named: kind) else {
      let names = ComponentRegistry.all.map { $0.kind }
      let near = JSONSuggestion.nearest(to: kind, among: names)
      throw AppFileError.at(
        try container.superDecoder(forKey: .kind),
        "unknown kind \(kind.quoted.visible)"
          + (near.map { " — did you mean \($0.quoted)?" }
            ?? " — write one of \(names.joined(separator: ", "))"))
    }
    base = try type.init(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try base.encode(to: encoder)
  }
}
