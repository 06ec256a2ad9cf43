/// A value in a device profile with where it comes from. In a profile file:
///
/// ```json
/// "window": {"value": {"width": 951, "height": 669}, "basis": "measured",
///            "source": "Apple HIG: Device poses"}
/// ```
///
/// ```swift
/// let step = Fact(15.0, .design, "README.md, Keys")
/// step.value  // 15
/// ```
public struct Fact<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  public var value: Value
  /// Measured, documented, published, derived or design.
  public var basis: Basis
  /// The page or document it comes from, by name.
  public var source: String
  /// Why, when the basis is design; both figures, when sources disagree.
  public var note: String?

  public init(_ value: Value, _ basis: Basis, _ source: String, note: String? = nil) {
    self.value = value
    self.basis = basis
    self.source = source
    self.note = note
  }
}
