/// Which side of the inner display the app takes in Split View: leading or
/// trailing in the layout direction when the windows sit side by side (right to
/// left, leading is the right), top or bottom when they are stacked.
public enum SplitSide: String, CaseIterable, Hashable, Sendable, Codable {
  case leading
  case trailing
}
