/// A command that asks first: pressed once it is armed until `until`, and only the
/// same command again before then runs it (a pattern switch during a game).
///
/// ```swift
/// ArmedCommand(command: .nextPattern, until: 13)   // F9 at 10; F9 before 13 switches
/// ```
public struct ArmedCommand: Hashable, Sendable {
  public var command: Command
  public var until: Double

  public init(command: Command, until: Double) {
    self.command = command
    self.until = until
  }
}
