/// The app sharing the inner display with a second app (Apple's HIG, Designing for
/// iPhone Duo: in Split View the window gets narrower or shorter): its share and its side. Split View is
/// only on the inner display; closed, the app is full screen on the outer display
/// and the choice waits for the phone to open.
///
/// The windows divide the display along its fold: side by side when the fold runs
/// top to bottom, stacked when it runs across. At ½ the divider sits on the fold
/// (it spans the fold's frame), so neither window has a fold; at ⅓ and ⅔ the
/// profile's divider goes between. The profile holds the numbers and their basis
/// (`SplitViewProfile`).
///
/// ```swift
/// SplitView(argument: "2/3")            // two thirds, trailing
/// SplitView(argument: "1/3,leading")    // a third, leading
/// SplitView(.half).argument             // "1/2,trailing"
/// ```
public struct SplitView: Hashable, Sendable, Codable {
  public var width: SplitWidth
  public var side: SplitSide

  /// The side the app takes unless told: trailing, where iPhone Duo's status-bar
  /// column and its occlusion are, so the window shows them recomputed (rule 11:
  /// its left and right insets differ). Basis: design.
  public static let standardSide = SplitSide.trailing

  public init(_ width: SplitWidth, side: SplitSide = SplitView.standardSide) {
    self.width = width
    self.side = side
  }

  /// `WIDTH[,SIDE]` as the command line writes it: `2/3`, `1/3,leading`.
  public init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let width = SplitWidth(rawValue: String(parts[0])) else {
      return nil
    }
    var side = SplitView.standardSide
    if parts.count == 2 {
      guard let given = SplitSide(rawValue: String(parts[1])) else { return nil }
      side = given
    }
    self.init(width, side: side)
  }

  /// The form `init(argument:)` reads: `2/3,trailing`.
  public var argument: String { "\(width.rawValue),\(side.rawValue)" }

  /// `⅔ trailing`: the status line's and the inspector's form.
  public var words: String { "\(width.symbol) \(side.rawValue)" }

  /// Every Split View, for `--split all`: each width on each side.
  public static var allCases: [SplitView] {
    SplitSide.allCases.flatMap { side in SplitWidth.allCases.map { SplitView($0, side: side) } }
  }

  /// What the Split View key does: enters at ½ on the standard side, then ⅔ and ⅓,
  /// then the same three on the other side, then leaves (nil: full screen).
  ///
  /// ```swift
  /// SplitView.next(after: nil)                // ½ trailing
  /// SplitView.next(after: SplitView(.oneThird, side: .leading))  // nil
  /// ```
  public static func next(after current: SplitView?) -> SplitView? {
    let cycle = [standardSide, standardSide == .leading ? .trailing : .leading].flatMap { side in
      [SplitWidth.half, .twoThirds, .oneThird].map { SplitView($0, side: side) }
    }
    guard let current, let index = cycle.firstIndex(of: current) else { return cycle.first }
    return index + 1 < cycle.count ? cycle[index + 1] : nil
  }
}
