import Testing

@testable import DuoLayoutCore

/// `DeviceState.applying`: what each device action does to the hinge and the grip.
@Suite("Device transitions")
struct DeviceTransitionTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func state(_ pose: Pose) -> DeviceState { pose.deviceState(profile) }

  static func apply(_ actions: [DeviceAction], to state: DeviceState) -> DeviceState {
    actions.reduce(state) { $0.applying($1, profile: profile) }
  }

  @Test(
    "open and close round trip, keeping the grip",
    arguments: [(Pose.closed, Pose.open), (.closedLandscape, .openTall)])
  func openCloseRoundTrip(closed: Pose, open: Pose) {
    let start = Self.state(closed)
    let opened = start.applying(.toggleOpen, profile: Self.profile)
    #expect(opened.pose(Self.profile) == open)
    #expect(opened.hingeAngle == 180)
    let closedAgain = opened.applying(.toggleOpen, profile: Self.profile)
    #expect(closedAgain.pose(Self.profile) == closed)
    #expect(closedAgain == start)
  }

  @Test("a partly folded phone closes on F2", arguments: [Pose.book, .tabletop])
  func partlyFoldedCloses(pose: Pose) {
    let closed = Self.state(pose).applying(.toggleOpen, profile: Self.profile)
    #expect(closed.hingeStatus(Self.profile) == .closed)
    #expect(closed.hingeAngle == 0)
  }

  @Test("book toggles to book and back to open")
  func bookToggle() {
    let book = Self.state(.open).applying(.toggleBook, profile: Self.profile)
    #expect(book.pose(Self.profile) == .book)
    #expect(book.hingeStatus(Self.profile) == .partlyOpen)
    let flat = book.applying(.toggleBook, profile: Self.profile)
    #expect(flat.pose(Self.profile) == .open)
    #expect(flat == Self.state(.open))
  }

  @Test("book from any other pose", arguments: Pose.allCases.filter { $0 != .book })
  func bookFromAnyPose(pose: Pose) {
    let book = Self.state(pose).applying(.toggleBook, profile: Self.profile)
    #expect(book.pose(Self.profile) == .book)
    #expect(!book.isRotated)
  }

  @Test("tabletop from any other pose", arguments: Pose.allCases.filter { $0 != .tabletop })
  func tabletopFromAnyPose(pose: Pose) {
    let tabletop = Self.state(pose).applying(.toggleTabletop, profile: Self.profile)
    #expect(tabletop.pose(Self.profile) == .tabletop)
    #expect(tabletop.isRotated)
  }

  @Test("tabletop flattens to open-tall")
  func tabletopFlattens() {
    let flat = Self.state(.tabletop).applying(.toggleTabletop, profile: Self.profile)
    #expect(flat.pose(Self.profile) == .openTall)
    #expect(flat.hingeAngle == 180)
  }

  @Test(
    "rotate turns the grip; twice is the identity",
    arguments: [
      (Pose.closed, Pose.closedLandscape), (.closedLandscape, .closed), (.open, .openTall),
      (.openTall, .open), (.book, .tabletop), (.tabletop, .book),
    ])
  func rotate(pose: Pose, turned: Pose) {
    let start = Self.state(pose)
    let once = start.applying(.rotate, profile: Self.profile)
    #expect(once.pose(Self.profile) == turned)
    #expect(once.hingeAngle == start.hingeAngle)
    #expect(Self.apply([.rotate, .rotate], to: start) == start)
  }

  @Test(
    "the hinge moves by 15° and stays within 0…180",
    arguments: [
      (0.0, DeviceAction.hingeDown, 0.0), (0, .hingeUp, 15), (10, .hingeDown, 0),
      (120, .hingeDown, 105), (120, .hingeUp, 135), (170, .hingeUp, 180), (180, .hingeUp, 180),
      (180, .hingeDown, 165),
    ])
  func hingeStep(angle: Double, action: DeviceAction, expected: Double) {
    let state = DeviceState(hingeAngle: angle, isRotated: false)
    #expect(state.applying(action, profile: Self.profile).hingeAngle == expected)
  }

  @Test("thirteen steps up from closed end flat; thirteen down end closed")
  func hingeSweep() {
    let up = Self.apply(Array(repeating: .hingeUp, count: 13), to: Self.state(.closed))
    #expect(up.hingeAngle == 180)
    #expect(up.pose(Self.profile) == .open)
    let down = Self.apply(Array(repeating: .hingeDown, count: 13), to: up)
    #expect(down.hingeAngle == 0)
    #expect(down.pose(Self.profile) == .closed)
  }

  @Test(
    "the hinge status follows the angle thresholds",
    arguments: [
      (0.0, HingeStatus.closed), (15, .closed), (29, .closed), (29.9, .closed),
      (30, .partlyOpen), (120, .partlyOpen), (169, .partlyOpen), (169.9, .partlyOpen),
      (170, .fullyOpen), (180, .fullyOpen),
    ])
  func statusThresholds(angle: Double, status: HingeStatus) {
    #expect(Self.profile.hinge.status(at: angle) == status)
    let state = DeviceState(hingeAngle: angle, isRotated: false)
    #expect(state.hingeStatus(Self.profile) == status)
  }

  @Test(
    "the lit display follows the angle: outer only while closed",
    arguments: [
      (0.0, Display.outer), (29, .outer), (30, .inner), (120, .inner), (169, .inner),
      (170, .inner), (180, .inner),
    ])
  func litDisplay(angle: Double, display: Display) {
    for isRotated in [false, true] {
      let state = DeviceState(hingeAngle: angle, isRotated: isRotated)
      #expect(state.litDisplay(Self.profile) == display)
    }
  }

  @Test("stepping the hinge up from closed passes closed → partly open → fully open")
  func stepThroughStatuses() {
    var state = Self.state(.closed)
    var statuses: [HingeStatus] = [state.hingeStatus(Self.profile)]
    for _ in 0..<12 {
      state = state.applying(.hingeUp, profile: Self.profile)
      statuses.append(state.hingeStatus(Self.profile))
    }
    // 0, 15 closed; 30 … 165 partly open; 180 fully open.
    #expect(statuses.prefix(2).allSatisfy { $0 == .closed })
    #expect(statuses[2..<12].allSatisfy { $0 == .partlyOpen })
    #expect(statuses[12] == .fullyOpen)
  }
}
