/// Where Split View puts the two windows and the divider on the inner display, in
/// the display's points from its top-left corner (as the glass has them, whatever
/// the layout direction): what the renderer draws and what the app's window is cut
/// from (`DeviceProfile.splitLayout`).
///
/// ```swift
/// let layout = DeviceProfile.iPhoneDuo.splitLayout(SplitView(.half), isRotated: false)
/// layout.divider  // 40×669 at (455, 0): on the fold
/// layout.app      // 456×669 at (495, 0)
/// ```
public struct SplitLayout: Hashable, Sendable {
  /// The app's window.
  public var app: Rect
  /// The other app's window: a placeholder.
  public var other: Rect
  /// The system's divider between them.
  public var divider: Rect
  /// True when the windows sit side by side; false when stacked.
  public var isSideBySide: Bool

  public init(app: Rect, other: Rect, divider: Rect, isSideBySide: Bool) {
    self.app = app
    self.other = other
    self.divider = divider
    self.isSideBySide = isSideBySide
  }
}
