/// The hinge's angles and the thresholds between its statuses.
///
/// The seeds give the statuses (closed, partly open, fully open) and say the angle is
/// continuous, but not where one status ends (basis: design, chosen here and only
/// here): below 30° the phone counts as closed, from 170° as flat.
public struct HingeProfile: Hashable, Sendable, Codable {
  /// Basis: documented (0° is closed).
  public var closedAngle: Double = 0
  /// Basis: documented (180° is flat).
  public var flatAngle: Double = 180
  /// The angle F3 and F4 fold to. Basis: design (a comfortable book or tabletop).
  public var partlyFoldedAngle: Double = 120
  /// One press of F6 or F7. Basis: design (DESIGN.md keys).
  public var step: Double = 15
  /// Below this the status is closed. Basis: design.
  public var closedBelow: Double = 30
  /// From this on the status is fully open. Basis: design.
  public var flatFrom: Double = 170

  /// iPhone Duo's hinge: the angles and thresholds above.
  public init() {}

  /// The status the hinge reports at `angle`.
  public func status(at angle: Double) -> HingeStatus {
    if angle < closedBelow { return .closed }
    if angle >= flatFrom { return .fullyOpen }
    return .partlyOpen
  }
}
