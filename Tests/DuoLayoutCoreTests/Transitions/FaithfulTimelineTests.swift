import Testing

@testable import DuoLayoutCore

/// The faithful timeline plays the measured order of a change (measured on the iPhone Duo simulator).
@Suite struct FaithfulTimelineTests {
  func faithful(_ pose: Pose, pattern: PatternID = .inspector) -> EmulatorState {
    var state = EmulatorState(pose: pose, pattern: pattern)
    state.motion.faithfulTimeline = true
    return state
  }

  func usable(_ state: EmulatorState) -> Double { state.shownEnvironment.safeBounds.width }

  @Test func openStepsTheWidth382To466To951To867() {
    var state = reduce(faithful(.closed), .key(.function(2)), at: 0)
    var widths = [usable(state)]
    var classes = [state.shownEnvironment.horizontalSizeClass]
    for time in [0.05, 0.15, 0.25] {
      state = reduce(state, .tick, at: time)
      widths.append(usable(state))
      classes.append(state.shownEnvironment.horizontalSizeClass)
    }
    #expect(widths == [382, 466, 951, 867])
    #expect(
      classes == [.compact, .compact, .regular, .regular],
      "regular with the new size, from portrait")
    #expect(state.currentStep == nil && state.pendingSteps.isEmpty)
    #expect(state.shownDisplay == .inner)
  }

  @Test func openFromSidewaysTurnsRegularJustBeforeTheSize() {
    var state = reduce(faithful(.closedLandscape), .key(.function(2)), at: 0)
    state = reduce(state, .tick, at: 0.14)
    #expect(state.shownEnvironment.horizontalSizeClass == .regular)
    #expect(
      state.shownEnvironment.windowSize == Size(width: 678, height: 466), "the old size still")
    state = reduce(state, .tick, at: 0.15)
    #expect(state.shownEnvironment.windowSize == Size(width: 669, height: 951))
  }

  @Test func closeFlipsTheSizeClassBeforeTheSize() {
    var state = reduce(faithful(.open), .key(.function(2)), at: 0)
    #expect(state.shownEnvironment.horizontalSizeClass == .compact)
    #expect(state.shownEnvironment.windowSize == Size(width: 951, height: 669))
    state = reduce(state, .tick, at: 0.049)
    #expect(state.shownEnvironment.windowSize == Size(width: 951, height: 669))
    state = reduce(state, .tick, at: 0.05)
    #expect(state.shownEnvironment.windowSize == Size(width: 466, height: 678))
    #expect(state.shownDisplay == .outer)
  }

  @Test func foldingChangesTheHingeBeforeTheRegion() {
    var state = reduce(faithful(.open), .key(.function(3)), at: 0)
    #expect(state.device.hingeStatus(state.profile) == .partlyOpen)
    #expect(
      state.shownEnvironment.reservedRegions(.division).isEmpty, "the region is not active yet")
    state = reduce(state, .tick, at: 0.79)
    #expect(state.shownEnvironment.reservedRegions(.division).isEmpty)
    state = reduce(state, .tick, at: 0.8)
    #expect(state.shownEnvironment.reservedRegions(.division).count == 1)
    #expect(state.nextDeadline != nil, "the last step still glides")
  }

  @Test func offByDefaultEverythingArrivesAtOnce() {
    let state = reduce(EmulatorState(pose: .closed), .key(.function(2)), at: 0)
    #expect(state.currentStep == nil)
    #expect(state.shownEnvironment == state.environment)
  }
}
