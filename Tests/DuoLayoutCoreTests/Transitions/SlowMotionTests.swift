import Testing

@testable import DuoLayoutCore

/// Slow motion: Ctrl-Q plays every glide and the faithful timeline ten
/// times slower, measured on the clock the tests hand the reducer.
@Suite struct SlowMotionTests {
  /// Seconds from pressing `key` at time 0 until nothing moves, the clock run
  /// from one deadline the state asks for to the next.
  static func motionTime(_ state: EmulatorState, key: Key) -> Double {
    var state = reduce(state, .key(key), at: 0)
    while state.transition != nil || !state.pendingSteps.isEmpty, state.now < 100,
      let deadline = state.nextDeadline
    {
      state = reduce(state, .tick, at: max(deadline, state.now))
    }
    return state.now
  }

  static func slow(_ state: EmulatorState) -> EmulatorState {
    reduce(state, .key(.control("q")), at: 0)
  }

  @Test(arguments: [Pose.closed, .open, .book])
  func theKeyMakesAGlideTakeTenTimesAsLong(pose: Pose) {
    let normal = EmulatorState(pose: pose)
    let key = Key.function(pose == .book ? 3 : 2)
    let fast = Self.motionTime(normal, key: key)
    let slow = Self.motionTime(Self.slow(normal), key: key)
    #expect(fast > 0.1)
    #expect(abs(slow / fast - 10) < 0.1, "\(fast) s, then \(slow) s")
  }

  @Test func theFaithfulTimelineTakesTenTimesAsLong() {
    var state = EmulatorState(pose: .open)
    state.motion.faithfulTimeline = true
    let fast = Self.motionTime(state, key: .function(3))
    let slow = Self.motionTime(Self.slow(state), key: .function(3))
    #expect(fast > 0.5, "the hinge comes before the fold")
    #expect(abs(slow / fast - 10) < 0.1, "\(fast) s, then \(slow) s")
  }

  @Test func theKeyTurnsItOnAndOffAndSaysSo() {
    let on = Self.slow(EmulatorState())
    #expect(on.slowMotion.multiplier == SlowMotion.keyFactor)
    #expect(on.notice?.contains("slow motion on") == true)
    let off = reduce(on, .key(.control("q")), at: 1)
    #expect(off.slowMotion.multiplier == 1)
    #expect(off.notice?.contains("slow motion off") == true)
  }

  @Test func aChosenFactorIsWhatTheKeyTurnsBackOn() {
    var state = EmulatorState()
    state.slowMotion = SlowMotion(playing: 3)
    #expect(state.slowMotion.multiplier == 3)
    state = Self.slow(state)
    #expect(state.slowMotion.multiplier == 1)
    state = reduce(state, .key(.control("q")), at: 1)
    #expect(state.slowMotion.multiplier == 3)
  }

  @Test func reduceMotionsFadeIsSlowedToo() {
    var state = EmulatorState(pose: .closed)
    state.motion.reduceMotion = true
    let fast = Self.motionTime(state, key: .function(2))
    let slow = Self.motionTime(Self.slow(state), key: .function(2))
    #expect(abs(slow / fast - 10) < 0.1, "\(fast) s, then \(slow) s")
  }
}
