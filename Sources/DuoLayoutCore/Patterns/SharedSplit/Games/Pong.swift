/// Pong across the seam: one court, each half showing one player's side of it. The
/// court lives in its own coordinates, above any layout, so a fold or a change of
/// seating re-draws it and changes nothing in play:
///
/// - `depth` runs from the first seat's goal line (0) through the net on the seam
///   (1) to the second seat's goal line (2);
/// - `lateral` runs across the court, 0 … 1.
///
/// Each seat guards its goal with a paddle. A press sets it moving that way, and
/// it keeps moving until the wall, a press the other way, or the seat's stop key:
/// nothing depends on a key being held, because a keyboard repeats only the key
/// pressed last and most terminals (tmux, SSH) send no key releases. Where the
/// terminal does send them (the kitty keyboard protocol), letting go stops it. A
/// ball that passes a paddle and crosses the goal line is a point
/// for the other seat; the first to `winningScore` wins. Time comes in through
/// `advance(by:)`; the serve angles come from a seeded random source in the model.
///
/// ```swift
/// var pong = Pong(seed: 1)
/// pong.advance(by: Pong.serveDelay)  // the serve
/// pong.advance(by: 0.5)              // the ball moves half a second on
/// ```
public struct Pong: Hashable, Sendable, Codable {
  /// Points that win a match. Basis: design (the issue: first to 5).
  public static let winningScore = 5
  /// How far in from its goal line a paddle sits, in depth units.
  public static let paddleInset = 0.06
  /// Half a paddle's length, in lateral units (a paddle covers a quarter of the court).
  public static let paddleHalfLength = 0.125
  /// How fast a moving paddle goes, in lateral units per second: wall to wall in
  /// about three quarters of a second. Basis: design (a serve crosses a side in
  /// 1.2 s, so a paddle set moving in time gets there).
  public static let paddleSpeed = 1.0
  /// The ball's radius, in lateral units.
  public static let ballRadius = 0.02
  /// The ball's speed at a serve, in depth units per second: a side in about 1.2 s.
  public static let serveSpeed = 0.85
  /// Each return speeds the ball up by this factor, up to `maxSpeed`.
  public static let speedUp = 1.07
  /// The fastest the ball gets, in depth units per second: a side in half a second.
  public static let maxSpeed = 2.0
  /// The pause before each serve, in seconds of play.
  public static let serveDelay = 1.2
  /// The longest step simulated at once; longer steps are cut in pieces so the ball
  /// never jumps a paddle.
  public static let maxStep = 1.0 / 120

  /// The ball's position and velocity (units per second) in court coordinates.
  public private(set) var depth: Double
  public private(set) var lateral: Double
  public private(set) var depthSpeed: Double
  public private(set) var lateralSpeed: Double
  /// The centres of the paddles, across the court.
  public private(set) var paddles: SeatPair<Double>
  /// Which way each paddle is moving across the court: -1, 0 (still) or +1.
  public private(set) var paddleMotion = SeatPair(0)
  /// Where each paddle stops of itself, or nil: a click in a seat's half sets its
  /// paddle moving there at the keys' speed (`aimPaddle`), so it follows, not jumps.
  public private(set) var paddleTargets = SeatPair<Double?>(nil)
  public private(set) var points: SeatPair<Int>
  /// Seconds of play until the ball is served, or nil while it is in play.
  public private(set) var serveIn: Double?
  /// The seat the next serve goes toward.
  public private(set) var serveToward: Seat
  public private(set) var winner: Seat?
  /// Returns in the current rally.
  public private(set) var returns: Int
  public private(set) var random: SeededRandom

  /// A match at 0–0: the ball on the net, the paddles centred, the first serve
  /// `serveDelay` away toward a seat `seed` picks. The same seed plays the same serves.
  public init(seed: UInt64 = 2026) {
    depth = 1
    lateral = 0.5
    depthSpeed = 0
    lateralSpeed = 0
    paddles = SeatPair(0.5)
    points = SeatPair(0)
    serveIn = Self.serveDelay
    random = SeededRandom(seed: seed)
    serveToward = .first
    winner = nil
    returns = 0
    serveToward = random.unit() < 0.5 ? .first : .second
  }

  /// True once a seat reaches `winningScore`: the ball stops.
  public var isOver: Bool { winner != nil }

  /// The depth of `seat`'s paddle.
  public static func paddleDepth(_ seat: Seat) -> Double {
    seat == .first ? paddleInset : 2 - paddleInset
  }

  /// Sets `seat`'s paddle moving toward lateral 1 (`direction` > 0) or 0 (< 0);
  /// 0 stops it.
  public mutating func movePaddle(_ seat: Seat, toward direction: Int) {
    paddleMotion[seat] = direction.signum()
    paddleTargets[seat] = nil
  }

  /// Sets `seat`'s paddle moving toward `lateral` (a click), as its keys would move
  /// it, to stop there, or at the wall when the walls keep it short of it.
  public mutating func aimPaddle(_ seat: Seat, at lateral: Double) {
    let half = Self.paddleHalfLength
    let target = min(1 - half, max(half, lateral.isFinite ? lateral : 0.5))
    paddleMotion[seat] = target > paddles[seat] ? 1 : target < paddles[seat] ? -1 : 0
    paddleTargets[seat] = paddleMotion[seat] == 0 ? nil : target
  }

  /// Moves the paddles on by `seconds`; one that reaches a wall or its target stops there.
  private mutating func movePaddles(by seconds: Double) {
    let half = Self.paddleHalfLength
    for seat in Seat.allCases where paddleMotion[seat] != 0 {
      let direction = Double(paddleMotion[seat])
      var moved = paddles[seat] + direction * Self.paddleSpeed * seconds
      if let target = paddleTargets[seat], (moved - target) * direction >= 0 { moved = target }
      paddles[seat] = min(1 - half, max(half, moved))
      if paddles[seat] != moved || paddles[seat] == paddleTargets[seat] {
        paddleMotion[seat] = 0
        paddleTargets[seat] = nil
      }
    }
  }

  /// Plays `seconds` of the game. Returns the seats that scored, in order.
  @discardableResult
  public mutating func advance(by seconds: Double) -> [Seat] {
    guard seconds > 0, !isOver else { return [] }
    var left = seconds
    var scored: [Seat] = []
    while left > 1e-12, !isOver {
      let step = min(left, Self.maxStep)
      left -= step
      movePaddles(by: step)
      if let wait = serveIn {
        if wait > step {
          serveIn = wait - step
          continue
        }
        serve()
        continue
      }
      if let seat = move(by: step) { scored.append(seat) }
    }
    return scored
  }

  /// A new match with the points cleared; the random source goes on.
  public mutating func rematch() {
    let source = random
    self = Pong()
    random = source
    serveToward = random.unit() < 0.5 ? .first : .second
  }

  private mutating func serve() {
    serveIn = nil
    depth = 1
    lateral = 0.5
    returns = 0
    // Between about 15° and 40° off straight (the sine 0.26 … 0.64), to a random
    // side: never a dull straight line.
    let across = 0.26 + 0.38 * random.unit()
    let side = random.unit() < 0.5 ? -1.0 : 1.0
    depthSpeed =
      (serveToward == .first ? -1 : 1) * Self.serveSpeed * (1 - across * across).squareRoot()
    lateralSpeed = side * Self.serveSpeed * across
  }

  /// One small step of flight: walls, paddles, goal lines. The seat that scored, if any.
  private mutating func move(by step: Double) -> Seat? {
    let fromDepth = depth
    let fromLateral = lateral
    depth += depthSpeed * step
    lateral += lateralSpeed * step
    let r = Self.ballRadius
    if lateral < r {
      lateral = 2 * r - lateral
      lateralSpeed = abs(lateralSpeed)
    } else if lateral > 1 - r {
      lateral = 2 * (1 - r) - lateral
      lateralSpeed = -abs(lateralSpeed)
    }
    for seat in Seat.allCases {
      let plane = Self.paddleDepth(seat)
      let toward = seat == .first ? depthSpeed < 0 : depthSpeed > 0
      let crossed =
        seat == .first ? fromDepth >= plane && depth < plane : fromDepth <= plane && depth > plane
      guard toward, crossed else { continue }
      let t = (fromDepth - plane) / (fromDepth - depth)
      let at = fromLateral + (lateral - fromLateral) * t
      let offset = (at - paddles[seat]) / (Self.paddleHalfLength + r)
      guard abs(offset) <= 1 else { continue }
      returns += 1
      let speed = min(Self.maxSpeed, speed * Self.speedUp)
      // Off the paddle's centre, the ball leaves at an angle (up to about 50°, the
      // sine 0.77): aiming.
      let across = offset * 0.77
      depthSpeed = (seat == .first ? 1 : -1) * speed * (1 - across * across).squareRoot()
      lateralSpeed = speed * across
      depth = plane + (plane - depth)
    }
    if depth < 0 { return point(for: .second) }
    if depth > 2 { return point(for: .first) }
    return nil
  }

  private var speed: Double {
    (depthSpeed * depthSpeed + lateralSpeed * lateralSpeed).squareRoot()
  }

  private mutating func point(for seat: Seat) -> Seat {
    points[seat] += 1
    depth = 1
    lateral = 0.5
    depthSpeed = 0
    lateralSpeed = 0
    if points[seat] >= Self.winningScore {
      winner = seat
      serveIn = nil
    } else {
      serveIn = Self.serveDelay
      serveToward = seat.other
    }
    return seat
  }
}

extension Pong {
  /// The match with everything in range, for one read back from a file: the ball on
  /// the court at a finite speed, the paddles on it, the points from 0 to the winning
  /// score, the rally count clamped.
  public func repaired() -> Pong {
    var pong = self
    func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
    pong.depth = min(2, max(0, finite(depth, 1)))
    pong.lateral = min(1 - Self.ballRadius, max(Self.ballRadius, finite(lateral, 0.5)))
    pong.depthSpeed = min(Self.maxSpeed, max(-Self.maxSpeed, finite(depthSpeed, 0)))
    pong.lateralSpeed = min(Self.maxSpeed, max(-Self.maxSpeed, finite(lateralSpeed, 0)))
    let half = Self.paddleHalfLength
    pong.paddles = SeatPair(
      first: min(1 - half, max(half, finite(paddles.first, 0.5))),
      second: min(1 - half, max(half, finite(paddles.second, 0.5))))
    func target(_ value: Double?) -> Double? {
      value.flatMap { $0.isFinite ? min(1 - half, max(half, $0)) : nil }
    }
    pong.paddleTargets = SeatPair(
      first: target(paddleTargets.first), second: target(paddleTargets.second))
    pong.points = SeatPair(
      first: min(Self.winningScore, max(0, points.first)),
      second: min(Self.winningScore, max(0, points.second)))
    pong.returns = Tally.clamped(returns)
    if let wait = serveIn { pong.serveIn = min(Self.serveDelay, max(0, finite(wait, 0))) }
    if pong.serveIn == nil && pong.depthSpeed == 0 && pong.winner == nil {
      pong.serveIn = Self.serveDelay
    }
    return pong
  }
}

extension Pong {
  /// A match with the ball already in flight: a test hook.
  static func inFlight(
    depth: Double, lateral: Double, depthSpeed: Double, lateralSpeed: Double,
    paddles: SeatPair<Double> = SeatPair(0.5), points: SeatPair<Int> = SeatPair(0)
  ) -> Pong {
    var pong = Pong(seed: 1)
    pong.serveIn = nil
    pong.depth = depth
    pong.lateral = lateral
    pong.depthSpeed = depthSpeed
    pong.lateralSpeed = lateralSpeed
    pong.paddles = paddles
    pong.points = points
    return pong
  }
}
