/// The rules `duoterm audit` checks (seed 002, rules 6, 7, 10 and 15, and the
/// overlapping bars it observed; seed 004, rules 4 and 5; Apple's Human Interface
/// Guidelines for the touch target). The raw value is the name printed in a finding
/// and the rule's ID in JSON, JUnit and SARIF reports.
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
  /// The minimum touch target: a control smaller than 44 × 44 pt (`TouchTarget`).
  case touchTargetTooSmall = "touch-target-too-small"
  /// No control is lost: a control shown in one pose is missing from another, or a
  /// view laid out but not shown declares no switch that brings it back (or its
  /// switch is not on the screen). Seed 002, "How to test it": every control exists
  /// in every pose and is still reachable.
  case controlLost = "control-lost"
  /// Two shown nodes that are not container and child share cells: siblings never
  /// share a frame, so nothing is drawn under something else.
  case overlap = "overlap"
  /// Text cut with no "…" and no way to scroll to the rest, or text with no room
  /// at all: every text stays reachable through every fold.
  case textLost = "text-lost"

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
    case .touchTargetTooSmall:
      "everything interactive is at least 44 × 44 pt on iOS, 48 × 48 dp on Android (minimum touch target)"
    case .controlLost:
      "no control is lost: each is in every pose, or a shown switch reaches where it went"
    case .overlap: "no two shown nodes share cells unless one holds the other"
    case .textLost: "no text is cut without a \"…\" or a way to scroll to it, none has no room"
    }
  }

  /// Where the rule comes from, as text a report carries (the seeds are the
  /// project's source documents; the guidelines are Apple's).
  public var basis: String {
    switch self {
    case .controlInActiveRegion, .interactiveInFold:
      "seed 002, rules 6 and 7 (reserved regions; HIG: Reserved regions); seed 004, rule 4"
    case .outsideSafeArea: "seed 002, rule 11 (safe areas; HIG: Dynamic layouts)"
    case .oddColumnsAcrossFold:
      "seed 002, rule 7 (includeInactive for even columns); seed 004, rule 5"
    case .barItemWithoutSymbolOrTitle: "seed 002, rule 10 (HIG: Vertical controls)"
    case .controlOrderChanged: "seed 002, rule 6 (same relative positions in every pose)"
    case .barsOverlap: "seed 002, observed: a tab bar drawn over a vertical toolbar"
    case .touchTargetTooSmall:
      "Apple Human Interface Guidelines, Accessibility: a hit region of at least 44 × 44 pt; Android Accessibility, touch targets of at least 48 × 48 dp"
    case .controlLost:
      "seed 002, How to test it and rule 15: no control is lost, every control still reachable"
    case .overlap:
      "Apple Human Interface Guidelines, Layout: group related items and give each its own space; nothing drawn under another"
    case .textLost:
      "Apple Human Interface Guidelines, Designing for iPhone Duo: the same functionality and content on both displays, so no text is lost to a fold"
    }
  }

  /// A page of Apple's Human Interface Guidelines the basis points to, for tools
  /// that link a rule to its help (SARIF's `helpUri`).
  public var helpURI: String {
    let guidelines = "https://developer.apple.com/design/human-interface-guidelines/"
    return switch self {
    case .touchTargetTooSmall: guidelines + "accessibility"
    case .barItemWithoutSymbolOrTitle, .barsOverlap: guidelines + "toolbars"
    case .controlInActiveRegion, .interactiveInFold, .outsideSafeArea, .oddColumnsAcrossFold,
      .controlOrderChanged, .controlLost, .overlap, .textLost:
      guidelines + "layout"
    }
  }
}
