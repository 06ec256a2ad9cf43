extension AppModels: Codable {
  /// A model's key in a saved session: its pattern's name.
  public struct CodingKeys: CodingKey {
    public let stringValue: String
    public var intValue: Int? { nil }

    init(_ id: PatternID) {
      stringValue = id.argument
    }

    public init?(stringValue: String) {
      self.stringValue = stringValue
    }

    public init?(intValue: Int) {
      nil
    }
  }

  /// The registry whose models a decoder reads: `userInfo[AppModels.registryKey]`,
  /// or the standard one.
  public static let registryKey = CodingUserInfoKey(rawValue: "duoterm.patternRegistry")!

  /// Every pattern's model under its pattern's name (`"list-detail": {…}`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let registry = encoder.userInfo[Self.registryKey] as? PatternRegistry ?? .standard
    for entry in registry.entries { try entry.encodeModel(self, &container) }
  }

  /// Reads each known pattern's model; a pattern missing from the file keeps its
  /// fresh model, and a name no pattern has is passed over (a pattern since removed).
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let registry = decoder.userInfo[Self.registryKey] as? PatternRegistry ?? .standard
    for entry in registry.entries { try entry.decodeModel(container, &self) }
  }
}
