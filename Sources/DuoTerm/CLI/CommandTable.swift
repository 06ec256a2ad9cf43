/// Every command of `duoterm`, the interactive front first: what the command line
/// dispatches on, and what the top-level usage and the README's table list.
enum CommandTable {
  static let all: [CommandSpec] = [
    InteractiveCommand.spec, RenderCommand.spec, EnvCommand.spec, TreeCommand.spec,
    PlayCommand.spec, AuditCommand.spec, MatrixCommand.spec, DemoCommand.spec,
    DevicesCommand.spec, ShareCommand.spec, KeysCommand.spec, PatternsCommand.spec,
    ScreenNewCommand.spec, ScreenExportCommand.spec, CommandsCommand.spec,
  ]

  /// The commands people run, in the order the help lists them.
  static var visible: [CommandSpec] { all.filter { !$0.isHidden } }

  /// The command called `name` (not the front, which has none).
  static func named(_ name: String) -> CommandSpec? {
    all.first { !$0.name.isEmpty && $0.name == name }
  }
}
