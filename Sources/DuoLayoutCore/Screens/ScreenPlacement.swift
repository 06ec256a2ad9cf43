/// Where a screen's button sits. The layout decides the points; the file only
/// says which rule applies.
public enum ScreenPlacement: String, CaseIterable, Hashable, Sendable, Codable {
  /// With the other buttons, along the bottom of the content.
  case bottom
  /// Centred on the window (a camera's shutter): over the fold when it is flat,
  /// moved to one side of it by displacement when the fold turns active.
  case center
}
