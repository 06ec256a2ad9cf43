/// Slow motion (Xcode's Device Hub has "Slow Animations"): while on, every glide
/// and the faithful timeline's steps take `factor` times as long, so an audience
/// can follow what moves where. The slow-motion key turns it on and off; `--slow N`
/// and a tour's `slow N` choose the factor. It is not remembered between sessions.
///
/// ```swift
/// var slow = SlowMotion()
/// slow.isOn = true
/// slow.multiplier  // 10: a 0.3 s glide takes 3 s
/// ```
public struct SlowMotion: Hashable, Sendable {
  /// How many times slower motion plays while on.
  public var factor: Double
  /// True while motion plays slowly.
  public var isOn: Bool

  /// The factor the slow-motion key uses unless told another.
  public static let keyFactor = 10.0
  /// The factors allowed: 1 is normal speed; 100 turns a 0.3 s glide into 30 s.
  public static let factors = 1.0...100.0

  public init(factor: Double = keyFactor, isOn: Bool = false) {
    self.factor = factor
    self.isOn = isOn
  }

  /// Slow motion at `factor` (1: off, and the key then uses `keyFactor`).
  public init(playing factor: Double) {
    self.init(factor: factor > 1 ? factor : Self.keyFactor, isOn: factor > 1)
  }

  /// How many times longer motion takes now: `factor` while on, else 1.
  public var multiplier: Double { isOn ? factor : 1 }
}
