/// Every command of `duoterm`, the interactive front first: what the command line
/// dispatches on, and what the top-level usage and the README's table list.
enum CommandTable {
  /// The commands, in that order (`Command` is `Sendable`, so this global is too).
  static let commands: [any Command.Type] = [
    InteractiveCommand.self, RenderCommand.self, EnvCommand.self, TreeCommand.self,
    PlayCommand.self, AuditCommand.self, MatrixCommand.self, DemoCommand.self,
    DevicesCommand.self, ShareCommand.self, JoinCommand.self, KeysCommand.self,
    PatternsCommand.self,
    ScreenNewCommand.self, ScreenExportCommand.self, ScreenSchemaCommand.self, CommandsCommand.self,
  ]

  /// Every command's spec.
  static var all: [CommandSpec] { commands.map { $0.spec } }

  /// The commands people run, in the order the help lists them.
  static var visible: [CommandSpec] { all.filter { !$0.isHidden } }

  /// The command called `name` (not the front, which has none); only its spec is
  /// built.
  static func named(_ name: String) -> CommandSpec? {
    commands.first { !$0.name.isEmpty && $0.name == name }?.spec
  }
}
