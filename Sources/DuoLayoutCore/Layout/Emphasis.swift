/// How a node stands out. The renderer maps it to a style; the layout never picks
/// colours.
public enum Emphasis: String, Hashable, Sendable, Codable {
  case normal
  /// The selected row or card.
  case selected
  /// The node that has keyboard focus (a text field being typed in).
  case focused
  /// A heading or a title.
  case heading
  /// Secondary text.
  case muted
  /// A half or a control that cannot act now (the other seat's turn, paused).
  case dimmed
  /// Something that needs attention (an armed Leave, a flash).
  case alert
  /// A half in reverse video for a moment: its seat scored (the stand-in for a
  /// haptic, Apple's HIG, Playing haptics).
  case flash
  /// The first seat's own colour (its discs): red where there is colour; the
  /// glyph (●) tells the seats apart without it.
  case firstSeat
  /// The second seat's own colour (its discs): yellow where there is colour; the
  /// glyph (○) tells the seats apart without it.
  case secondSeat
  /// Fading in or out during a transition: drawn dim, nothing filled, the node's
  /// own emphasis kept below it.
  case fading
}
