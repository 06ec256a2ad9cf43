/// A device's two displays: the one lit while closed (`outer`: a cover screen, or
/// one of two screens) and the one lit while open (`inner`: a folding display, or
/// two screens spanned as one window).
public struct DisplayPair: Hashable, Sendable, Codable {
  public var outer: DisplayProfile
  public var inner: DisplayProfile

  public init(outer: DisplayProfile, inner: DisplayProfile) {
    self.outer = outer
    self.inner = inner
  }

  public subscript(display: Display) -> DisplayProfile {
    display == .outer ? outer : inner
  }
}
