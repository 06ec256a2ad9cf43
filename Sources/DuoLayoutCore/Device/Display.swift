/// One of iPhone Duo's two displays. Closed, the outer one is lit; open or partly
/// folded, the inner one.
public enum Display: String, CaseIterable, Hashable, Sendable, Codable {
  /// The 5.4 inch display on the outside of the closed phone.
  case outer
  /// The 7.6 inch display inside, with the fold down its middle.
  case inner

  /// The name drawn on the display's bezel.
  public var title: String {
    switch self {
    case .outer: "Outer display"
    case .inner: "Inner display"
    }
  }
}
