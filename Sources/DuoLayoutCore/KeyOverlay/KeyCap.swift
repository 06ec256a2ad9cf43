/// One cap of the key overlay: a key's label (`F3`, `Ctrl-K`, `click`) or a word
/// typed, shown until `until` (seconds on the state's clock).
public struct KeyCap: Hashable, Sendable {
  /// What the cap says.
  public var label: String
  /// True for typed text: the next character typed joins it instead of taking a cap.
  public var isText: Bool
  /// When the cap goes.
  public var until: Double

  public init(label: String, isText: Bool = false, until: Double) {
    self.label = label
    self.isText = isText
    self.until = until
  }
}
