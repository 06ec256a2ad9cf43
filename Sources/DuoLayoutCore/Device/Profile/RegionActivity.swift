/// When a hardware region of the profile is active.
public enum RegionActivity: String, CaseIterable, Hashable, Sendable, Codable {
  /// Always (a status bar; a hinge with no pixels, on a two-screen device).
  case always
  /// Only while the hinge is partly open and settled (a fold).
  case whilePartlyOpen = "while-partly-open"
  /// Never in the emulator (an inner camera is active only while the camera is).
  case never
}
