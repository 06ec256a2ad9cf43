/// The size classes a platform uses and how each maps onto what the layout core
/// reads (compact or regular), in one place per profile. iOS names its classes
/// compact and regular and reports them per display (no breakpoints: each display
/// states its own); Android's window size classes come from the width and height
/// in dp (compact < 600 ≤ medium < 840 ≤ expanded across).
///
/// ```swift
/// let android = DeviceProfile.iPhoneDuo.sizeClasses  // iOS: names only
/// ```
public struct SizeClassScheme: Hashable, Sendable, Codable {
  /// What the platform calls them: `iOS size classes`, `Android window size classes`.
  public var system: String
  /// The classes across, smallest first. With `below` values, a window's class
  /// comes from its width; without, each display states its own.
  public var width: [SizeClassRule]
  /// The classes top to bottom, smallest first.
  public var height: [SizeClassRule]
  /// Where the classes and the mapping come from.
  public var basis: Basis
  public var source: String
  public var note: String?

  public init(
    system: String, width: [SizeClassRule], height: [SizeClassRule], basis: Basis,
    source: String, note: String? = nil
  ) {
    self.system = system
    self.width = width
    self.height = height
    self.basis = basis
    self.source = source
    self.note = note
  }

  /// The class named `name` across (`axis` width) or top to bottom.
  public func rule(named name: String, across: Bool) -> SizeClassRule? {
    (across ? width : height).first { $0.name == name }
  }

  /// The class a window `length` points across (or tall) has, by the breakpoints;
  /// nil when the scheme has none on that axis.
  public func rule(for length: Double, across: Bool) -> SizeClassRule? {
    let rules = across ? width : height
    guard rules.contains(where: { $0.below != nil }) else { return nil }
    return rules.first { rule in rule.below.map { length < $0 } ?? true } ?? rules.last
  }
}
