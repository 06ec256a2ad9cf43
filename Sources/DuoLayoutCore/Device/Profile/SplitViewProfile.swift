/// How a device's inner display divides for Split View (`SplitView`), with the
/// basis of each number: Apple's pages are silent on Split View's geometry, so a
/// profile states its choices (`duoterm env` shows them).
///
/// ```json
/// "splitView": {
///   "divider": {"value": 10, "basis": "design", "source": "iPadOS Split View",
///               "note": "Apple's documentation gives no Split View geometry"},
///   "sizeClasses": {"system": "iOS size classes", "width": [{"name": "compact", "below": 500, …}], …}
/// }
/// ```
public struct SplitViewProfile: Hashable, Sendable, Codable {
  /// Points between the two windows at ⅓ and ⅔. At ½ the divider spans the fold's
  /// frame (at least this thick), so the boundary falls inside the fold.
  public var divider: Fact<Double>
  /// The size classes of a Split View window, by breakpoints; nil where the
  /// device's own scheme has breakpoints (Android) and gives them from the size.
  public var sizeClasses: SizeClassScheme?

  /// The thickest divider a profile may give. Basis: design (a tenth of the
  /// narrowest inner display of the built-in devices leaves both windows usable).
  public static let maximumDivider = 60.0

  public init(divider: Fact<Double>, sizeClasses: SizeClassScheme? = nil) {
    self.divider = divider
    self.sizeClasses = sizeClasses
  }

  /// What a profile that says nothing of Split View gets: a 10 pt divider and the
  /// device's own size classes.
  public static let standard = SplitViewProfile(
    divider: Fact(
      10, .design, "DuoTerm",
      note: "Apple's documentation gives no Split View geometry; iPadOS's divider"))
}
