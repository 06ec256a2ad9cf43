/// A device's two displays. Closed, the outer one is lit; open or partly folded,
/// the inner one. The profile says what each is (`DisplayPair`).
public enum Display: String, CaseIterable, Hashable, Sendable, Codable {
  /// The display lit while closed: iPhone Duo's 5.4 inch outer display, a cover
  /// screen, or one of two screens.
  case outer
  /// The display lit while open: iPhone Duo's 7.6 inch inner display with the fold
  /// down its middle, or two screens spanned as one window.
  case inner

}
