/// How an arrangement places its two views (Apple's `ArrangementView` documentation; HIG, Arrangement views): split
/// (side by side or stacked, neither covered) or overlay (the primary layered over
/// the secondary until a fold divides them). `.automatic` resolves to split there,
/// so it is not a case here.
public enum ArrangementStyle: String, CaseIterable, Hashable, Sendable, Codable {
  /// Main and detail content where neither may be covered.
  case split
  /// Foreground over background, such as controls over video.
  case overlay
}
