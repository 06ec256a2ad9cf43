/// One key of a tour and when it is pressed, in seconds from the tour's start.
public struct TourStep: Hashable, Sendable {
  public var time: Double
  public var key: Key

  public init(time: Double, key: Key) {
    self.time = time
    self.key = key
  }
}
