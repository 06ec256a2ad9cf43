/// What the hinge reports besides its angle (Tech Talk 111464). Layout never reads
/// it; it follows the angle through the thresholds in `DeviceProfile.hinge`.
public enum HingeStatus: String, CaseIterable, Hashable, Sendable, Codable {
  case closed
  case partlyOpen = "partly open"
  case fullyOpen = "fully open"
}
