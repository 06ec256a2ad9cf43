import Testing

@testable import DuoLayoutCore

/// Pong across the seam: physics in court coordinates with time passed in, and the
/// pattern's ticks with an injected clock.
@Suite("Pong")
struct PongTests {
  static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test("the ball waits for the serve, then leaves at serve speed toward the serving side")
  func serve() {
    var pong = Pong(seed: 1)
    pong.advance(by: Pong.serveDelay - 0.01)
    #expect(pong.depth == 1 && pong.lateral == 0.5)
    #expect(pong.depthSpeed == 0 && pong.lateralSpeed == 0)
    pong.advance(by: 0.02)
    #expect(pong.serveIn == nil)
    let speed = (pong.depthSpeed * pong.depthSpeed + pong.lateralSpeed * pong.lateralSpeed)
      .squareRoot()
    #expect(Self.near(speed, Pong.serveSpeed))
    #expect((pong.depthSpeed < 0) == (pong.serveToward == .first))
    #expect(abs(pong.lateralSpeed) >= 0.25 * Pong.serveSpeed, "never straight down the middle")
  }

  @Test("in free flight the ball moves by its speed times the time passed")
  func freeFlight() {
    var pong = Pong.inFlight(depth: 1, lateral: 0.5, depthSpeed: 0.8, lateralSpeed: -0.3)
    pong.advance(by: 0.25)
    #expect(Self.near(pong.depth, 1.2))
    #expect(Self.near(pong.lateral, 0.425))
  }

  @Test("one long step and many short ticks play out the same")
  func stepSizeDoesNotMatter() {
    var once = Pong.inFlight(depth: 0.7, lateral: 0.2, depthSpeed: 0.9, lateralSpeed: 0.7)
    var ticked = once
    once.advance(by: 2)
    for _ in 0..<60 { ticked.advance(by: 2.0 / 60) }
    #expect(Self.near(once.depth, ticked.depth, 1e-6))
    #expect(Self.near(once.lateral, ticked.lateral, 1e-6))
  }

  @Test("the side walls bounce the ball back", arguments: [(0.05, -0.6), (0.95, 0.6)])
  func walls(lateral: Double, lateralSpeed: Double) {
    var pong = Pong.inFlight(
      depth: 1, lateral: lateral, depthSpeed: 0.2, lateralSpeed: lateralSpeed)
    pong.advance(by: 0.2)
    #expect(pong.lateral > Pong.ballRadius && pong.lateral < 1 - Pong.ballRadius)
    #expect((pong.lateralSpeed > 0) == (lateralSpeed < 0), "the lateral speed turned round")
    // Reflected: as far inside the wall as it would have gone past it.
    let wall = lateralSpeed < 0 ? Pong.ballRadius : 1 - Pong.ballRadius
    let unbounced = lateral + lateralSpeed * 0.2
    #expect(Self.near(abs(pong.lateral - wall), abs(unbounced - wall)))
  }

  @Test("a paddle returns the ball, faster, and off-centre at an angle", arguments: Seat.allCases)
  func returns(seat: Seat) {
    let toward = seat == .first ? -1.0 : 1.0
    let start = seat == .first ? 0.3 : 1.7
    var pong = Pong.inFlight(
      depth: start, lateral: 0.55, depthSpeed: toward * 1.0, lateralSpeed: 0,
      paddles: SeatPair(0.5))
    pong.advance(by: 0.3)
    #expect((pong.depthSpeed > 0) == (seat == .first), "it comes back")
    let speed = (pong.depthSpeed * pong.depthSpeed + pong.lateralSpeed * pong.lateralSpeed)
      .squareRoot()
    #expect(Self.near(speed, Pong.speedUp))
    #expect(pong.lateralSpeed > 0, "hit right of centre, it leaves to the right")
    #expect(pong.points == SeatPair(0))
    #expect(pong.returns == 1)
  }

  @Test(
    "a ball past the paddle is a point for the other seat, served back to the loser",
    arguments: Seat.allCases)
  func miss(seat: Seat) {
    let toward = seat == .first ? -1.0 : 1.0
    let start = seat == .first ? 0.3 : 1.7
    var pong = Pong.inFlight(
      depth: start, lateral: 0.9, depthSpeed: toward * 1.0, lateralSpeed: 0,
      paddles: SeatPair(0.2))
    let scored = pong.advance(by: 0.32)  // the goal line at 0.3 s, then 0.02 s of waiting
    #expect(scored == [seat.other])
    #expect(pong.points[seat.other] == 1 && pong.points[seat] == 0)
    let wait = pong.serveIn ?? 0
    #expect(wait > Pong.serveDelay - 0.03 && wait <= Pong.serveDelay)
    #expect(pong.serveToward == seat)
    #expect(pong.depth == 1 && pong.lateral == 0.5)
  }

  @Test("five points win; the match then stands still")
  func winner() {
    var pong = Pong.inFlight(
      depth: 0.3, lateral: 0.9, depthSpeed: -1, lateralSpeed: 0, paddles: SeatPair(0.2),
      points: SeatPair(first: 2, second: 4))
    pong.advance(by: 0.5)
    #expect(pong.winner == .second)
    #expect(pong.isOver)
    let over = pong
    #expect(pong.advance(by: 5).isEmpty)
    #expect(pong == over)
    pong.rematch()
    #expect(pong.points == SeatPair(0) && pong.winner == nil && pong.serveIn != nil)
  }

  @Test("a press sets a paddle moving; it stops at the wall, or when stopped")
  func paddles() {
    var pong = Pong(seed: 1)
    pong.movePaddle(.first, toward: 1)
    pong.advance(by: 0.1)
    #expect(Self.near(pong.paddles.first, 0.5 + 0.1 * Pong.paddleSpeed))
    #expect(pong.paddleMotion.first == 1, "still moving with no key held")
    pong.movePaddle(.first, toward: 0)
    let stopped = pong.paddles.first
    pong.advance(by: 0.1)
    #expect(pong.paddles.first == stopped)
    pong.movePaddle(.second, toward: -1)
    pong.advance(by: 1)
    #expect(pong.paddles.second == Pong.paddleHalfLength, "at the wall")
    #expect(pong.paddleMotion.second == 0, "and stopped there")
  }

  // MARK: Through the pattern, with an injected clock

  static let closed = DeviceProfile.iPhoneDuo.environment(for: Pose.closed.deviceState(.iPhoneDuo))

  static func started(at time: Double = 100) -> SharedScreenModel {
    var model = SharedScreenModel()
    SharedSplitPattern.tick(&model, at: time)
    SharedSplitPattern.perform(.move(.first, .bottom), on: &model, in: closed)  // choose pong
    SharedSplitPattern.perform(.act(.second), on: &model, in: closed)
    return model
  }

  @Test("the game runs on ticks: a deadline 1/30 s on while running, none on the menu")
  func deadlines() {
    var menu = SharedScreenModel()
    SharedSplitPattern.tick(&menu, at: 5)
    #expect(SharedSplitPattern.nextDeadline(menu) == nil)
    let model = Self.started()
    #expect(model.playing == .pong)
    #expect(model.gate == SeatGate(mode: .together))
    #expect(SharedSplitPattern.nextDeadline(model) == 100 + 1 / SharedSplitPattern.ticksPerSecond)
  }

  @Test("ticks play the time between them; a gap longer than 0.25 s is not played")
  func ticks() {
    var model = Self.started()
    var time = 100.0
    for _ in 0..<Int(Pong.serveDelay * 30) + 6 {
      time += 1.0 / 30
      SharedSplitPattern.tick(&model, at: time)
    }
    #expect(model.pong.serveIn == nil, "served after the delay")
    let before = model.pong
    SharedSplitPattern.tick(&model, at: time + 0.1)
    #expect(model.pong != before, "0.1 s of play moves the ball")
    let moved = model.pong
    SharedSplitPattern.tick(&model, at: time + 5)
    #expect(model.pong == moved, "a 4.9 s gap (suspended, not shown) is not motion")
    #expect(model.clock == time + 5)
  }

  @Test("paused: no motion, no deadline; either seat resumes")
  func paused() {
    var model = Self.started()
    SharedSplitPattern.perform(.togglePause, on: &model, in: Self.closed)
    #expect(model.gate.isPaused)
    #expect(SharedSplitPattern.nextDeadline(model) == nil)
    let before = model.pong
    for step in 1...60 { SharedSplitPattern.tick(&model, at: 100 + Double(step) / 30) }
    #expect(model.pong == before)
    SharedSplitPattern.perform(.move(.first, .left), on: &model, in: Self.closed)
    #expect(model.pong == before, "paused, a paddle does not move")
    SharedSplitPattern.perform(.togglePause, on: &model, in: Self.closed)
    #expect(!model.gate.isPaused)
    #expect(SharedSplitPattern.nextDeadline(model) != nil)
  }

  @Test(
    "a point flashes the scorer's half for about 100 ms, unless the flash is off",
    arguments: [true, false])
  func flash(on: Bool) {
    var model = Self.started()
    model.settings.flash = on
    model.pong = .inFlight(
      depth: 0.2, lateral: 0.9, depthSpeed: -1, lateralSpeed: 0, paddles: SeatPair(0.2))
    var time = 100.0
    while model.pong.points.second == 0 && time < 102 {
      time += 1.0 / 30
      SharedSplitPattern.tick(&model, at: time)
    }
    #expect(model.pong.points.second == 1)
    #expect(model.isFlashing(.second) == on)
    #expect(!model.isFlashing(.first))
    SharedSplitPattern.tick(&model, at: time + SharedSplitPattern.flashDuration)
    #expect(!model.isFlashing(.second))
  }

  @Test(
    "a direction key moves the paddle as its owner sees it",
    arguments: [
      (Pose.closed, Facing.sameWay, Seat.first, Side.right, 1),
      (.closed, .sameWay, .first, .top, 0),
      // Upside down: the owner's right is the glass's left.
      (.closed, .faceToFace, .first, .right, -1),
      (.closed, .faceToFace, .second, .right, 1),
      (.open, .sameWay, .first, .bottom, 1),  // side by side the court runs across
      (.open, .sameWay, .first, .right, 0),
      (.open, .faceToFace, .first, .right, 1),  // a quarter turn: the owner's right is down
      (.open, .faceToFace, .second, .right, -1),
    ])
  func keysInOwnerTerms(pose: Pose, facing: Facing, seat: Seat, key: Side, steps: Int) {
    let env = DeviceProfile.iPhoneDuo.environment(for: pose.deviceState(.iPhoneDuo))
    #expect(SharedSplitPattern.lateralSteps(seat, key, facing: facing, env: env) == steps)
  }

  @Test(
    "the ball crosses the seam where it left: one court in every pose and seating",
    arguments: [Pose.closed, .open, .book, .tabletop, .closedLandscape], Facing.allCases)
  func oneCourt(pose: Pose, facing: Facing) throws {
    let env = DeviceProfile.iPhoneDuo.environment(for: pose.deviceState(.iPhoneDuo))
    var model = Self.started()
    model.settings.facing = facing
    model.pong = .inFlight(depth: 0.999, lateral: 0.3, depthSpeed: 1, lateralSpeed: 0)
    let before = try #require(
      SharedSplitPattern.layout(model, in: env).windowNode(id: "first.ball"))
    model.pong = .inFlight(depth: 1.001, lateral: 0.3, depthSpeed: 1, lateralSpeed: 0)
    let tree = SharedSplitPattern.layout(model, in: env)
    #expect(tree.node(id: "first.ball") == nil)
    let after = try #require(tree.windowNode(id: "second.ball"))
    let split = SharedSplit(env: env)
    // Same place across the court; on each side of the seam, touching it.
    if split.isSideBySide {
      #expect(Self.near(before.frame.midY, after.frame.midY, 1e-6))
      #expect(before.frame.maxX <= split.seam.minX && after.frame.minX >= split.seam.maxX)
    } else {
      #expect(Self.near(before.frame.midX, after.frame.midX, 1e-6))
      #expect(before.frame.maxY <= split.seam.minY && after.frame.minY >= split.seam.maxY)
    }
  }
}

/// The help overlay covers both halves: pong's time stands still under it.
@Suite("Pong under the help")
struct PongUnderTheHelpTests {
  @Test("F1 stops the clock and the ticks; closing it goes on with no jump")
  func helpStopsTime() {
    var state = EmulatorState(pose: .closed, pattern: .sharedSplit)
    for (index, key) in [Key.character("s"), .space].enumerated() {
      state = reduce(state, .key(key), at: Double(index) * 0.05)
    }
    var time = 0.1
    for _ in 0..<60 {
      time += 1.0 / 30
      state = reduce(state, .tick, at: time)
    }
    #expect(state.nextDeadline != nil)
    state = reduce(state, .key(.function(1)), at: time)
    #expect(state.showsHelp)
    #expect(state.nextDeadline == nil, "no ticks under the help")
    let under = state.models.shared.pong
    state = reduce(state, .tick, at: time + 3)
    #expect(state.models.shared.pong == under)
    state = reduce(state, .key(.escape), at: time + 3)
    state = reduce(state, .tick, at: time + 3 + 1.0 / 30)
    #expect(state.models.shared.pong == under, "the 3 s under the help are not played")
    state = reduce(state, .tick, at: time + 3 + 2.0 / 30)
    #expect(state.models.shared.pong != under, "then it goes on")
    #expect(state.models.shared.pong.points == under.points, "with no 3 s jump")
  }
}
