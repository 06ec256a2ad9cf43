/// The hinge's angles and the thresholds between its statuses, each with its basis.
///
/// Apple's documentation gives the statuses (closed, partly open, fully open) and say the angle
/// is continuous, but not where one status ends: iPhone Duo's profile chooses
/// (basis: design) that below 30° the phone counts as closed, from 170° as flat.
public struct HingeProfile: Hashable, Sendable, Codable {
  /// The angle of a closed phone.
  public var closedAngle: Fact<Double>
  /// The angle of a flat, open phone.
  public var flatAngle: Fact<Double>
  /// The angle book and tabletop fold to.
  public var partlyFoldedAngle: Fact<Double>
  /// One press of the hinge keys.
  public var step: Fact<Double>
  /// Below this the status is closed.
  public var closedBelow: Fact<Double>
  /// From this on the status is fully open.
  public var flatFrom: Fact<Double>

  public init(
    closedAngle: Fact<Double>, flatAngle: Fact<Double>, partlyFoldedAngle: Fact<Double>,
    step: Fact<Double>, closedBelow: Fact<Double>, flatFrom: Fact<Double>
  ) {
    self.closedAngle = closedAngle
    self.flatAngle = flatAngle
    self.partlyFoldedAngle = partlyFoldedAngle
    self.step = step
    self.closedBelow = closedBelow
    self.flatFrom = flatFrom
  }

  /// The status the hinge reports at `angle`.
  public func status(at angle: Double) -> HingeStatus {
    if angle < closedBelow.value { return .closed }
    if angle >= flatFrom.value { return .fullyOpen }
    return .partlyOpen
  }
}
