/// The screens the lit display can show. The order is F9's order and the order of
/// the digit keys.
public enum PatternID: String, CaseIterable, Hashable, Sendable, Codable {
  case listDetail = "list-detail"
  case twoPage = "two-page"
  case feed
  case sharedSplit = "shared-split"
  case inspector

  /// The name used on the command line and the status line.
  public var argument: String { rawValue }

  /// The pattern named `argument`, or nil.
  public init?(argument: String) {
    self.init(rawValue: argument)
  }

  /// What the help overlay calls it.
  public var title: String {
    switch self {
    case .listDetail: "list-detail (a mailbox)"
    case .twoPage: "two-page (a book)"
    case .feed: "feed reflow (240 cards)"
    case .sharedSplit: "shared-split (two players)"
    case .inspector: "the environment inspector"
    }
  }

  /// Every pattern name, for error messages.
  public static var argumentList: String {
    allCases.map(\.argument).joined(separator: ", ")
  }

  /// The pattern after this one, wrapping around.
  public var next: PatternID {
    let all = PatternID.allCases
    let index = all.firstIndex(of: self)!
    return all[(index + 1) % all.count]
  }
}
