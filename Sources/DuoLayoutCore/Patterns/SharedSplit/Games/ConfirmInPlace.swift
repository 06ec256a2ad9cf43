/// A destructive control confirmed where it is (a system alert keeps the interface
/// orientation and covers both halves, so a turned half could not read it): the first press
/// arms it ("Leave?"), a second press while armed acts, and it disarms by itself
/// after `window` seconds. No dialog, nothing covering the other half. Time comes
/// in with each call; it has no clock.
///
/// ```swift
/// var leave = ConfirmInPlace()
/// leave.press(at: 10)    // false: armed until 13
/// leave.press(at: 11.5)  // true: confirmed
/// ```
public struct ConfirmInPlace: Hashable, Sendable, Codable {
  /// How long a press stays armed. Basis: design (the "about 3 s", long
  /// enough to read "Leave?" and press again, short enough to forget a stray press).
  public static let window = 3.0

  /// When the armed control disarms, or nil when it is not armed.
  public private(set) var armedUntil: Double?

  public init() {}

  /// True between a first press and the second (or the end of the window): the
  /// control asks to be pressed again.
  public var isArmed: Bool { armedUntil != nil }

  /// A press at `now`: true when it confirms (the control was armed), false when
  /// it arms.
  public mutating func press(at now: Double) -> Bool {
    tick(at: now)
    if armedUntil != nil {
      armedUntil = nil
      return true
    }
    armedUntil = now + Self.window
    return false
  }

  /// Disarms once `now` reaches the end of the window.
  public mutating func tick(at now: Double) {
    if let until = armedUntil, now >= until { armedUntil = nil }
  }

  /// Forgets a first press without waiting for the window: a new game starts unarmed.
  public mutating func disarm() { armedUntil = nil }
}
