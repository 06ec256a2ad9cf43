/// One step of a recipe: what to do, how long it takes when a timer is worth
/// setting, and the ingredients it uses (by ID).
public struct RecipeStep: Hashable, Sendable, Codable {
  public var id: String
  public var text: String
  public var minutes: Int?
  public var uses: [String]

  /// The longest timer a step may set, in minutes: a day. Basis: design (the
  /// schema says the same, so an editor and `duoterm` agree).
  public static let maximumMinutes = 1440

  enum CodingKeys: String, CodingKey {
    case id, text, minutes, uses
  }

  public init(id: String, text: String, minutes: Int? = nil, uses: [String] = []) {
    self.id = id
    self.text = text
    self.minutes = minutes
    self.uses = uses
  }

  /// Reads a step; a timer below 0 or over a day is refused at its position.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    text = try container.decode(String.self, forKey: .text)
    uses = try container.decode([String].self, forKey: .uses)
    guard container.contains(.minutes) else {
      minutes = nil
      return
    }
    let field = try container.superDecoder(forKey: .minutes)
    let value = try? field.singleValueContainer().decode(Double.self)
    guard let value, value >= 0, value <= Double(Self.maximumMinutes), value.rounded() == value
    else {
      throw field.positionedError(
        "a timer is a whole number of minutes, 0 to \(Self.maximumMinutes) — like 10")
    }
    minutes = Int(value)
  }
}
