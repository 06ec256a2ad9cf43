/// The direction text runs in. Frames are measured from the top-leading corner.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
