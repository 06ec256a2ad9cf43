import DuoLayoutCore
import Glibc

/// `duoterm screen new --pattern P NAME.json`: a small screen file to start from,
/// each part described; it never writes over a file that is there.
enum ScreenNewCommand: Command {
  static let name = "screen new"
  static let pattern = Options.screenPattern.defaulting(.stack)
  static let root = Options.appRoot.defaulting(.stack)

  static let spec = CommandSpec(
    name, summary: "writes a small screen file to start from (never over a file)",
    positional: PositionalArgument(name: "NAME.json", help: "the file to write"),
    options: [pattern, root],
    description: """
      Writes a small screen file laid out by the pattern, with a description in \
      each part saying what it is for; an app's \(root.name) picks its starter (a \
      stack, a split view, a tab view or two seats). Run it with duoterm \(Options.screen.name) NAME.json; \
      it reloads as it is saved. A file already there is left alone.
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    guard let path = args.positional.first else {
      throw UsageError(
        "name the file to write: duoterm screen new \(Options.screenPattern.name) stack NAME.json")
    }
    if args.gave(root) && args[pattern] != .app {
      throw UsageError(
        "\(root.name) is for an app file — add \(Options.screenPattern.name) app, or leave out \(root.name)"
      )
    }
    if access(path, F_OK) == 0 {
      throw UsageError("\(path.visible) is already there — pick another name, or delete it first")
    }
    // Never make folders: a mistyped path is a mistake, as with --record.
    let folder = Folder.parent(of: path)
    guard Folder.isFolder(folder) else {
      throw UsageError(
        "\(path.visible): the folder \(folder.visible) does not exist — make it first, or pick another path"
      )
    }
    let starter = ScreenFile.starter(args[pattern], root: args[root])
    let text = starter.text(schema: ScreenExportCommand.schema)
    do {
      try AtomicFile.write(Array(text.utf8), to: path)
    } catch {
      throw UsageError("\(path.visible): \(error.description)")
    }
    print("wrote \(path.visible): try duoterm \(Options.screen.name) \(path.visible)")
    return 0
  }
}
