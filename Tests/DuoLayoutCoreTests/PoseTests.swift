import Testing

@testable import DuoLayoutCore

/// Pose names, their hinge status and grip, and the device state each one stands for.
@Suite("Poses")
struct PoseTests {
  static let profile = DeviceProfile.iPhoneDuo

  @Test(
    "Pose(status:hold:) round-trips through hingeStatus and hold", arguments: Pose.allCases)
  func statusRoundTrip(pose: Pose) {
    #expect(Pose(status: pose.hingeStatus, hold: pose.hold) == pose)
  }

  @Test("the six poses are six different (status, hold) pairs")
  func pairsAreDistinct() {
    let pairs = Set(Pose.allCases.map { "\($0.hingeStatus.rawValue)/\($0.hold)" })
    #expect(pairs.count == 6)
  }

  @Test(
    "Pose(argument:) for every name",
    arguments: [
      ("closed", Pose.closed), ("closed-landscape", .closedLandscape), ("open", .open),
      ("open-tall", .openTall), ("book", .book), ("tabletop", .tabletop),
    ])
  func argument(name: String, pose: Pose) {
    #expect(Pose(argument: name) == pose)
    #expect(pose.argument == name)
  }

  @Test(
    "Pose(argument:) is nil for junk",
    arguments: ["", "Open", "OPEN", "flat", "open tall", "open_tall", "closedLandscape", " book"])
  func argumentJunk(name: String) {
    #expect(Pose(argument: name) == nil)
  }

  @Test("the argument list names every pose in order")
  func argumentList() {
    #expect(Pose.argumentList == "closed, closed-landscape, open, open-tall, book, tabletop")
  }

  @Test("a pose's device state is in that pose", arguments: Pose.allCases)
  func deviceStateRoundTrip(pose: Pose) {
    let state = pose.deviceState(Self.profile)
    #expect(state.pose(Self.profile) == pose)
    let rotated: Set<Pose> = [.closedLandscape, .openTall, .tabletop]
    #expect(state.isRotated == rotated.contains(pose), "iPhone Duo: outer upright, inner wide")
    #expect(state.hingeStatus(Self.profile) == pose.hingeStatus)
  }

  @Test(
    "hinge angles of the poses",
    arguments: [
      (Pose.closed, 0.0), (.closedLandscape, 0), (.open, 180), (.openTall, 180), (.book, 120),
      (.tabletop, 120),
    ])
  func angles(pose: Pose, angle: Double) {
    #expect(pose.deviceState(Self.profile).hingeAngle == angle)
  }
}
