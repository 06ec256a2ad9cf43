/// One update the faithful timeline hands the app: at `time`, the environment on
/// `display`. The last step of a change is the real environment.
public struct TimelineStep: Hashable, Sendable {
  /// When the app is handed this update, in seconds on the caller's clock.
  public var time: Double
  /// What the app sees from `time` on: an in-between one, or the real one at the end.
  public var environment: LayoutEnvironment
  /// The display lit during the step.
  public var display: Display
  /// What the step shows a designer, for the status line: `size class first`.
  public var label: String

  public init(time: Double, environment: LayoutEnvironment, display: Display, label: String) {
    self.time = time
    self.environment = environment
    self.display = display
    self.label = label
  }
}
