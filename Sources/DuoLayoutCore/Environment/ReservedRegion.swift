/// An area of the window that the device reserves (Apple's `reservedRegions`; HIG, Reserved regions): a frame,
/// margins around it, whether it is active now, and an identifier.
///
/// ```swift
/// let fold = ReservedRegion(
///   identifier: "fold", kind: .division,
///   frame: Rect(x: 455, y: 0, width: 40, height: 669),
///   margins: EdgeInsets(left: 20, right: 20), isActive: true)
/// fold.keepOut  // 80 × 669 at (435, 0): the frame and its margins
/// ```
public struct ReservedRegion: Hashable, Sendable, Codable {
  /// The region's name, as the overlay tags it: `fold`, `status-bar`, `inner-camera`.
  public var identifier: String
  /// A division to arrange content around, or an occlusion to keep it out of.
  public var kind: RegionKind
  /// The region in the window's coordinates.
  public var frame: Rect
  /// Space around the frame that controls also keep clear of.
  public var margins: EdgeInsets
  /// A fold is active only while partly folded; an inactive camera is not in use.
  public var isActive: Bool

  /// The region named for a sentence, its kind said once: `the fold` (not "the
  /// fold fold"), `the occlusion inner-camera`.
  public var spokenName: String {
    let noun = kind == .division ? "fold" : "occlusion"
    return identifier.contains(noun) ? "the \(identifier)" : "the \(noun) \(identifier)"
  }

  public init(
    identifier: String, kind: RegionKind, frame: Rect, margins: EdgeInsets = .zero,
    isActive: Bool
  ) {
    self.identifier = identifier
    self.kind = kind
    self.frame = frame
    self.margins = margins
    self.isActive = isActive
  }

  /// The frame grown by its margins: where a control may not go.
  public var keepOut: Rect { frame.outset(by: margins) }

  /// True for a division taller than wide: it makes a left side and a right side.
  public var isVertical: Bool { frame.height > frame.width }
}
