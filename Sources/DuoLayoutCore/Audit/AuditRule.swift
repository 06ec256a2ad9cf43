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
    case .touchTargetTooSmall: "every control is at least 44 × 44 pt (minimum touch target)"
    case .controlLost:
      "no control is lost: each is in every pose, or a shown switch reaches where it went"
    }
  }

  /// Where the rule comes from, as text a report carries (the seeds are the
  /// project's source documents; the guidelines are Apple's).
  public var basis: String {
    switch self {
    case .controlInActiveRegion, .interactiveInFold:
      "Apple HIG: Reserved regions; Tech Talk 111463 and 111466"
    case .outsideSafeArea: "Apple HIG: Dynamic layouts (safe areas); Tech Talk 111461"
    case .oddColumnsAcrossFold:
      "GeometryProxy.reservedRegions (includeInactive for even columns); Tech Talk 111463"
    case .barItemWithoutSymbolOrTitle: "Apple HIG: Vertical controls; Tech Talk 111462"
    case .controlOrderChanged:
      "Apple HIG: Vertical controls (same relative positions in every pose)"
    case .barsOverlap:
      "measured on the iPhone Duo simulator, Xcode 27.1: a tab bar drawn over a vertical toolbar"
    case .touchTargetTooSmall:
      "Apple Human Interface Guidelines, Accessibility: a hit region of at least 44 × 44 pt"
    case .controlLost:
      "Preparing your app; Tech Talk 111461: no control is lost, every control still reachable"
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
      .controlOrderChanged, .controlLost:
      guidelines + "layout"
    }
  }
}
