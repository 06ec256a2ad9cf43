/// A window's size classes in a platform's own words (`compact`/`regular` on iOS,
/// `compact`/`medium`/`expanded` on Android), across and top to bottom.
public struct SizeClassNames: Hashable, Sendable, Codable {
  public var width: String
  public var height: String

  public init(width: String, height: String) {
    self.width = width
    self.height = height
  }
}
