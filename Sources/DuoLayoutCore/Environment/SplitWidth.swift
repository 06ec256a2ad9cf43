/// How much of the inner display the app takes in Split View: a third, a half or
/// two thirds, as iPadOS offers them (basis: design; Apple's HIG says only that the
/// window gets narrower or shorter).
public enum SplitWidth: String, CaseIterable, Hashable, Sendable, Codable {
  case oneThird = "1/3"
  case half = "1/2"
  case twoThirds = "2/3"

  /// The app's share of the display (less the divider).
  public var fraction: Double {
    switch self {
    case .oneThird: 1.0 / 3
    case .half: 0.5
    case .twoThirds: 2.0 / 3
    }
  }

  /// `⅓`, `½`, `⅔`: the status line's form.
  public var symbol: String {
    switch self {
    case .oneThird: "⅓"
    case .half: "½"
    case .twoThirds: "⅔"
    }
  }
}
