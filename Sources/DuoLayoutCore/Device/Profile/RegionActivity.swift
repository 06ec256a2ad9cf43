/// When a hardware region of the profile is active.
public enum RegionActivity: String, Hashable, Sendable, Codable {
  /// Always (the status bar).
  case always
  /// Only while the hinge is partly open and settled (the fold).
  case whilePartlyOpen
  /// Never in the emulator (the inner camera is active only while the camera is).
  case never
}
