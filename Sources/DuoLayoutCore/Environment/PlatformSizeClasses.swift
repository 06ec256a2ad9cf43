/// The window's size classes in the platform's own words, beside the compact or
/// regular the layout reads: what `duoterm env` and the inspector show a designer
/// who thinks in Android's `medium` or `expanded`.
///
/// ```swift
/// PlatformSizeClasses(system: "Android window size classes", width: "medium", height: "expanded")
/// ```
public struct PlatformSizeClasses: Hashable, Sendable, Codable {
  /// What the platform calls them.
  public var system: String
  public var width: String
  public var height: String

  public init(system: String, width: String, height: String) {
    self.system = system
    self.width = width
    self.height = height
  }
}
