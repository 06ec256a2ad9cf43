/// One size class of a platform: its name, the width (or height) in points below
/// which a window has it (nil for the largest), and the class the layout core
/// reads for it.
///
/// ```json
/// {"name": "medium", "below": 840, "layout": "regular"}
/// ```
public struct SizeClassRule: Hashable, Sendable, Codable {
  public var name: String
  public var below: Double?
  public var layout: SizeClass

  public init(name: String, below: Double? = nil, layout: SizeClass) {
    self.name = name
    self.below = below
    self.layout = layout
  }
}
