/// The audit's rules, one entry each (Apple's Human Interface Guidelines for iPhone
/// Duo and its Tech Talks, bars seen overlapping on the iPhone Duo simulator, Apple's
/// Guidelines for the touch target). Reports list them in this order.
extension AuditRule {
  /// Every rule, in the order reports list them.
  public static let allCases: [AuditRule] = [
    controlInActiveRegion, outsideSafeArea, oddColumnsAcrossFold, barItemWithoutSymbolOrTitle,
    controlOrderChanged, interactiveInFold, barsOverlap, touchTargetTooSmall, controlLost,
    overlap, textLost, imageWithoutAlt,
  ]

  /// A control overlaps an active division or occlusion.
  public static let controlInActiveRegion = AuditRule(
    "control-in-active-region",
    summary: "no control intersects an active division or occlusion",
    basis: "Apple HIG: Reserved regions; Tech Talk 111463 and 111466",
    checks:
      "every shown control's frame against the active reserved regions (the fold while the phone is partly folded, the camera and status bar occlusions)",
    fix:
      "lay the control out in the environment's safe regions: read reservedRegions() and keep controls out of each frame"
  )

  /// A control or field lies outside the safe area.
  public static let outsideSafeArea = AuditRule(
    "outside-safe-area", summary: "no control or field outside the safe area",
    basis: "Apple HIG: Dynamic layouts (safe areas); Tech Talk 111461",
    checks: "every shown control and field lies inside the window's safe area",
    fix: "inset the layout by the environment's safe area on every edge")

  /// A grid crossed by a division, active or not, has an odd column count.
  public static let oddColumnsAcrossFold = AuditRule(
    "odd-columns-across-fold",
    summary: "a grid crossed by a division, active or not, has an even column count",
    basis: "GeometryProxy.reservedRegions (includeInactive for even columns); Tech Talk 111463",
    checks:
      "every shown grid that a division crosses (queried with includeInactive) has an even column count",
    fix: "query the divisions with includeInactive and round the column count up to even")

  /// A bar item lacks a symbol or a title.
  public static let barItemWithoutSymbolOrTitle = AuditRule(
    "bar-item-without-symbol-or-title", summary: "every bar item has a symbol and a title",
    basis: "Apple HIG: Vertical controls; Tech Talk 111462",
    checks: "every control, and every item of a bar, has a non-blank symbol and title",
    fix: "give the item both a symbol and a title: a vertical bar shows the symbol alone",
    guideline: "toolbars")

  /// Controls come in another order than in the first pose checked.
  public static let controlOrderChanged = AuditRule(
    "control-order-changed", summary: "controls keep the same order in every pose",
    basis: "Apple HIG: Vertical controls (same relative positions in every pose)",
    checks: "the order of the screen's controls in each pose against the first pose checked",
    fix: "keep the controls in one order and let the bar turn, rather than reordering them")

  /// Something interactive (a field, or a control in the margins) sits in an
  /// active fold's keep-out area.
  public static let interactiveInFold = AuditRule(
    "interactive-in-fold", summary: "nothing interactive in the fold or its margins",
    basis: "Apple HIG: Reserved regions; Tech Talk 111463 and 111466",
    checks: "every shown field or control against an active fold's keep-out margins",
    fix: "move the field or control to one side of the fold, clear of its margins")

  /// Two bars overlap: the iPhone Duo simulator drew a tab bar over a screen's vertical
  /// toolbar on the closed display.
  public static let barsOverlap = AuditRule(
    "bars-overlap", summary: "no two bars overlap (a tab bar over a screen's toolbar)",
    basis:
      "measured on the iPhone Duo simulator, Xcode 27.1: a tab bar drawn over a vertical toolbar",
    checks: "the frames of every two shown bars on one screen",
    fix: "give each bar its own edge, or merge the screen's toolbar into the tab bar",
    guideline: "toolbars")

  /// The minimum touch target: anything interactive smaller than the profile's
  /// minimum (44 × 44 pt on iOS, 48 × 48 dp on Android; `TouchTarget`).
  public static let touchTargetTooSmall = AuditRule(
    "touch-target-too-small",
    summary:
      "everything interactive is at least 44 × 44 pt on iOS, 48 × 48 dp on Android (minimum touch target)",
    basis:
      "Apple Human Interface Guidelines, Accessibility: a hit region of at least 44 × 44 pt; Android Accessibility, touch targets of at least 48 × 48 dp",
    checks:
      "the frame of every shown interactive node (controls, fields, rows, switches, segments) against the device profile's minimum, in its own unit",
    fix:
      "give the node a frame of at least the minimum (pad its hit region, not its glyph)",
    guideline: "accessibility")

  /// No control is lost: a control shown in one pose is missing from another, or a
  /// view laid out but not shown declares no switch that brings it back (or its
  /// switch is not on the screen). Apple's Preparing your app: every control exists
  /// in every pose and is still reachable.
  public static let controlLost = AuditRule(
    "control-lost",
    summary: "no control is lost: each is in every pose, or a shown switch reaches where it went",
    basis:
      "Preparing your app; Tech Talk 111461: no control is lost, every control still reachable",
    checks:
      "each control of the screen in every pose, and every hidden view's declared switch on the screen",
    fix: "keep the control in every pose, or declare the switch that shows the view it moved to")

  /// Two shown nodes that are not container and child share cells: siblings never
  /// share a frame, so nothing is drawn under something else. An error, as the
  /// fold rules are: every built-in pattern and example passes it on every
  /// device, pose and environment (a config can still lower it).
  public static let overlap = AuditRule(
    "overlap", summary: "no two shown nodes share cells unless one holds the other",
    basis:
      "Apple Human Interface Guidelines, Layout: group related items and give each its own space; nothing drawn under another",
    checks:
      "the frames of every two shown nodes that draw content (text, controls, fields, images), where neither holds the other; scrolling content under a floating control and an outline's shared edge are allowed",
    fix:
      "give each node its own frame: let a column that does not fit scroll, or move one of the two"
  )

  /// Text cut with no "…" and no way to scroll to the rest, or text with no room.
  /// An error, as the fold rules are: every built-in pattern and example passes
  /// it in every environment, so a finding is a layout to mend (a config can
  /// still lower it).
  public static let textLost = AuditRule(
    "text-lost",
    summary: "no text is cut without a \"…\" or a way to scroll to it, none has no room",
    basis:
      "Apple Human Interface Guidelines, Designing for iPhone Duo: the same functionality and content on both displays, so no text is lost to a fold",
    checks:
      "every shown text node: the text its frame holds against the whole text, at the environment's text size",
    fix:
      "end cut text in \"…\" with the whole text one step away (a detail, a sheet), or let its pane scroll"
  )

  /// An image or avatar with no alt text. Apple's Human Interface Guidelines,
  /// Accessibility, ask for an accessibility label on every image that carries
  /// meaning (what VoiceOver speaks for it); on the glass an image is only a glyph
  /// or initials in a box, so without alt text nothing says who or what it is. A
  /// warning, not an error: the same guidelines let a purely decorative image go
  /// unlabelled (hidden from VoiceOver), and only its designer knows which it is.
  public static let imageWithoutAlt = AuditRule(
    "image-without-alt", summary: "every image and avatar has alt text",
    basis:
      "Apple Human Interface Guidelines, Accessibility: give every meaningful image an accessibility label, the text VoiceOver speaks for it",
    checks: "every shown image node (a row's avatar, an image): its alt text is not blank",
    fix:
      "write the image's \"alt\": what a person who cannot see it needs (whose avatar, what the photo shows)",
    guideline: "accessibility", level: .warning)
}
