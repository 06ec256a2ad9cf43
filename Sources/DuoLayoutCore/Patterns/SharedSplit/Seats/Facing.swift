/// How the two people sit. No API tells (there is no posture API, and the hinge
/// reports only a status and an angle), so they choose and the choice is saved
/// (Apple's HIG, Device poses: a phone "placed down on a surface").
///
/// ```swift
/// Facing.faceToFace.quarterTurns(for: .first, sideBySide: false)  // 2: upside down
/// ```
public enum Facing: String, CaseIterable, Hashable, Sendable, Codable {
  /// Side by side, both looking from one edge: nothing turns.
  case sameWay = "same-way"
  /// Across a phone lying flat: each half turns so its top edge sits on the seam.
  case faceToFace = "face-to-face"

  /// Clockwise quarter turns for a seat's half, exactly the measured table: stacked,
  /// the first (top) half 2 and the second 0; side by side, the first (left) half 1
  /// and the second 3. Face to face, each half's top edge ends up on the seam,
  /// pointing away from its owner.
  public func quarterTurns(for seat: Seat, sideBySide: Bool) -> Int {
    guard self == .faceToFace else { return 0 }
    switch (seat, sideBySide) {
    case (.first, false): return 2
    case (.second, false): return 0
    case (.first, true): return 1
    case (.second, true): return 3
    }
  }

  /// The other seating.
  public var toggled: Facing { self == .sameWay ? .faceToFace : .sameWay }

  /// What the menu and the status of a half call it.
  public var title: String { self == .sameWay ? "same way" : "face to face" }
}
