/// The directions a split arrangement may divide in (Apple's `ArrangementView`: `.split.axes(…)`).
/// Only the split style reads them.
public enum ArrangementAxes: String, CaseIterable, Hashable, Sendable, Codable {
  /// Side by side when wider than tall, stacked when taller than wide.
  case both
  /// Side by side only: stacking is forbidden, so where the views cannot sit side
  /// by side only the primary shows.
  case horizontal
}
