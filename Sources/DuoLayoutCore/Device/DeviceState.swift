/// The physical state of the phone: the hinge angle and how it is held. Everything
/// else (status, lit display, pose, the layout environment) follows from it and the
/// profile, so there is one source of truth.
///
/// ```swift
/// let profile = DeviceProfile.iPhoneDuo
/// var device = Pose.closed.deviceState(profile)
/// device = device.applying(.toggleOpen, profile: profile)
/// device.pose(profile)  // .open
/// ```
public struct DeviceState: Hashable, Sendable, Codable {
  /// Degrees between the two halves: 0 closed, 180 flat.
  public var hingeAngle: Double
  /// A quarter turn from the natural grip: each display's natural hold (iPhone
  /// Duo's outer display upright, its inner one held wide) is in the profile.
  public var isRotated: Bool

  public init(hingeAngle: Double, isRotated: Bool) {
    self.hingeAngle = hingeAngle
    self.isRotated = isRotated
  }

  /// The status the hinge reports at this angle.
  public func hingeStatus(_ profile: DeviceProfile) -> HingeStatus {
    profile.hinge.status(at: hingeAngle)
  }

  /// The display that is lit: the outer one only while closed.
  public func litDisplay(_ profile: DeviceProfile) -> Display {
    hingeStatus(profile) == .closed ? .outer : .inner
  }

  /// The named pose for this state: the hinge's status and how the lit display
  /// is held.
  public func pose(_ profile: DeviceProfile) -> Pose {
    let display = litDisplay(profile)
    let hold = profile.displays[display].hold(isRotated: isRotated)
    let turned = display == .inner && profile.displays.inner.bookHold == .tall
    return Pose(status: hingeStatus(profile), hold: turned ? hold.turned : hold)
  }

  /// The state after a person does `action`. Pure: the same input gives the same
  /// state, and nothing but the hinge and the grip changes.
  public func applying(_ action: DeviceAction, profile: DeviceProfile) -> DeviceState {
    var next = self
    let hinge = profile.hinge
    switch action {
    case .toggleOpen:
      next.hingeAngle =
        hingeStatus(profile) == .closed ? hinge.flatAngle.value : hinge.closedAngle.value
    case .toggleBook:
      next =
        pose(profile) == .book ? Pose.open.deviceState(profile) : Pose.book.deviceState(profile)
    case .toggleTabletop:
      next =
        pose(profile) == .tabletop
        ? Pose.openTall.deviceState(profile) : Pose.tabletop.deviceState(profile)
    case .rotate:
      next.isRotated.toggle()
    case .hingeDown:
      next.hingeAngle = max(hinge.closedAngle.value, hingeAngle - hinge.step.value)
    case .hingeUp:
      next.hingeAngle = min(hinge.flatAngle.value, hingeAngle + hinge.step.value)
    }
    return next
  }
}
