/// The shared screen's remembered choices (no posture API says how people sit, so
/// they choose and the choice is saved; haptics come with a switch to turn them
/// off, as Apple's HIG, Playing haptics, asks). Saved in the
/// config file by the front; see `SettingsFile`.
public struct SharedSettings: Hashable, Sendable, Codable {
  /// How the two players sit: side by side, or across a phone lying flat.
  public var facing: Facing
  /// The per-half flash when a seat scores (the terminal's stand-in for a haptic).
  public var flash: Bool

  public init(facing: Facing = .sameWay, flash: Bool = true) {
    self.facing = facing
    self.flash = flash
  }
}
