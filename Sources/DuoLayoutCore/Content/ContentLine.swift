/// One line of a `Content/` data file with its number, so what is made of it can
/// say where a problem is.
public struct ContentLine: Hashable, Sendable {
  public var text: String
  /// 1-based.
  public var number: Int

  public init(_ text: String, number: Int) {
    self.text = text
    self.number = number
  }
}
