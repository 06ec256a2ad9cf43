/// A command of `duoterm`, known by its name before its spec is built: running
/// one command builds only its own spec (its options, their help and choices),
/// not all fifteen, which start-up would pay for on every headless run.
///
/// ```swift
/// enum EnvCommand: Command {
///   static let name = "env"
///   static let spec = CommandSpec(name, summary: "…", options: […], description: "…", run: run)
/// }
/// ```
protocol Command: Sendable {
  /// `render`; empty for the interactive front, which is `duoterm` alone.
  static var name: String { get }
  /// Everything else about the command; built on first use.
  static var spec: CommandSpec { get }
}
