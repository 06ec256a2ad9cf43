import DuoLayoutCore
import DuoTermRender

/// Reads the values shared by several commands, with one error wording each.
enum OptionParsers {
  static func pose(_ text: String?, default fallback: Pose = .closed) throws(UsageError) -> Pose {
    guard let text else { return fallback }
    guard let pose = Pose(argument: text) else {
      throw UsageError("unknown pose '\(text)'; poses: \(Pose.argumentList)")
    }
    return pose
  }

  static func pattern(
    _ text: String?, default fallback: PatternID? = nil, registry: PatternRegistry = .standard
  ) throws(UsageError) -> PatternID {
    guard let text else { return fallback ?? registry.first }
    guard let pattern = registry.named(text) else {
      throw UsageError("unknown pattern '\(text)'; patterns: \(registry.argumentList)")
    }
    return pattern
  }

  static func size(_ text: String?, default fallback: TerminalSize = .standard) throws(UsageError)
    -> TerminalSize
  {
    guard let text else { return fallback }
    guard let size = TerminalSize(argument: text) else {
      throw UsageError(
        "bad size '\(text)'; give columns x rows, each 1 to \(TerminalSize.maxSide), for example 200x50 or 80x24"
      )
    }
    return size
  }

  static func format(_ text: String?) throws(UsageError) -> ExportFormat {
    guard let text else { return .text }
    guard let format = ExportFormat(rawValue: text) else {
      throw UsageError("unknown format '\(text)'; formats: \(ExportFormat.argumentList)")
    }
    return format
  }

  /// The emulator state the headless commands start from: `--pose`, `--size` and
  /// `--pattern` when given (closed, 200x50 and the first pattern when not).
  static func state(_ args: Arguments) throws(UsageError) -> EmulatorState {
    EmulatorState(
      pose: try pose(args.value("--pose")), terminal: try size(args.value("--size")),
      pattern: try pattern(args.value("--pattern")))
  }
}
