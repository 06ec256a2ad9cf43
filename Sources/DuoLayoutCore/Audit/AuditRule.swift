/// The rules `duoterm audit` checks (seed 002, rules 6, 7 and 10, and the overlapping bars it observed; seed 004, rules 4
/// and 5). The raw value is the name printed in a finding.
public enum AuditRule: String, CaseIterable, Hashable, Sendable, Codable {
  /// A control overlaps an active division or occlusion.
  case controlInActiveRegion = "control-in-active-region"
  /// A control or field lies outside the safe area.
  case outsideSafeArea = "outside-safe-area"
  /// A grid crossed by a division, active or not, has an odd column count.
  case oddColumnsAcrossFold = "odd-columns-across-fold"
  /// A bar item lacks a symbol or a title.
  case barItemWithoutSymbolOrTitle = "bar-item-without-symbol-or-title"
  /// Controls come in another order than in the first pose checked.
  case controlOrderChanged = "control-order-changed"
  /// Something interactive (a field, or a control in the margins) sits in an active
  /// fold's keep-out area.
  case interactiveInFold = "interactive-in-fold"
  /// Two bars overlap: seed 002 saw a tab bar drawn over a screen's vertical
  /// toolbar on the closed display.
  case barsOverlap = "bars-overlap"

  /// One line saying what the rule asks.
  public var summary: String {
    switch self {
    case .controlInActiveRegion: "no control intersects an active division or occlusion"
    case .outsideSafeArea: "no control or field outside the safe area"
    case .oddColumnsAcrossFold:
      "a grid crossed by a division, active or not, has an even column count"
    case .barItemWithoutSymbolOrTitle: "every bar item has a symbol and a title"
    case .controlOrderChanged: "controls keep the same order in every pose"
    case .interactiveInFold: "nothing interactive in the fold or its margins"
    case .barsOverlap: "no two bars overlap (a tab bar over a screen's toolbar)"
    }
  }
}
