/// The direction text runs in. Frames are measured from the top-leading corner.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}

extension LayoutDirection {
  /// The direction in words, for people: `left to right`.
  public var words: String {
    switch self {
    case .leftToRight: "left to right"
    case .rightToLeft: "right to left"
    }
  }
}
