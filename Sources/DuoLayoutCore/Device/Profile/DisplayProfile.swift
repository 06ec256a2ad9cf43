/// One of a device's displays, described by what it is: its name, the way it is
/// held with no quarter turn, and its geometry held tall and held wide.
///
/// ```swift
/// let inner = DeviceProfile.iPhoneDuo.displays.inner
/// inner.natural                              // .wide: it opens like a book
/// inner.geometry(isRotated: true).windowSize // 669 × 951
/// ```
public struct DisplayProfile: Hashable, Sendable, Codable {
  /// What the bezel says: `Outer display`, `Both screens`.
  public var name: String
  /// How it is held with no quarter turn: iPhone Duo's outer display tall, its
  /// inner one wide (it opens like a book); a clamshell's inner display tall.
  public var natural: Hold
  /// The geometry in each hold; a profile gives both.
  public var holds: [Hold: DisplayGeometry]

  public init(name: String, natural: Hold, holds: [Hold: DisplayGeometry]) {
    self.name = name
    self.natural = natural
    self.holds = holds
  }

  /// The hold after `isRotated` quarter turn from the natural one.
  public func hold(isRotated: Bool) -> Hold {
    isRotated ? natural.turned : natural
  }

  /// The geometry held as the phone is now (a checked profile has both holds).
  public func geometry(isRotated: Bool) -> DisplayGeometry {
    let hold = hold(isRotated: isRotated)
    return holds[hold] ?? holds[hold.turned] ?? holds.values.first!
  }

  /// The hold in which the display's fold (or hinge) runs top to bottom: book and
  /// open are in it, tabletop and open-tall in the other. Wide for iPhone Duo and
  /// a two-screen device; tall for a book-style foldable whose inner display is
  /// taller than wide (Galaxy Z Fold 5); wide too for a clamshell, whose fold runs
  /// across its natural tall hold. Wide when no division is drawn in either hold.
  public var bookHold: Hold {
    for hold in [Hold.wide, .tall] {
      let divisions = holds[hold]?.regions.filter { $0.kind == .division } ?? []
      if divisions.contains(where: { $0.region(isActive: true).isVertical }) { return hold }
    }
    return .wide
  }
}
