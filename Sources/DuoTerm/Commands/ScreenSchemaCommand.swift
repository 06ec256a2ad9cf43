import DuoLayoutCore

/// `duoterm screen schema`: `Schemas/app.schema.json` as the component registry
/// makes it, to standard output (how the committed schema is regenerated after a
/// component is added), or, with `--against FILE`, whether FILE is that schema.
enum ScreenSchemaCommand: Command {
  static let name = "screen schema"

  static let against = Option(
    "--against", .text("FILE.json"),
    help: "compare FILE with the generated schema instead of printing it: exit 1 when it differs")

  static let spec = CommandSpec(
    name, summary: "prints the app file schema, generated from the component registry",
    options: [against],
    description: """
      Prints the JSON Schema of app files (Schemas/app.schema.json), generated from \
      the component registry: each kind of component with its fields and an example. \
      Regenerate the committed file after adding a component: duoterm screen schema \
      > Schemas/app.schema.json. With \(against.name) FILE it prints nothing and exits 1 when \
      FILE is not the generated schema (for CI).
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let generated = AppSchema.text()
    guard let path = args[against] else {
      print(generated, terminator: "")
      return 0
    }
    switch AtomicFile.read(path, limit: 1 << 22) {
    case .read(let bytes):
      guard bytes == Array(generated.utf8) else {
        printError(
          "\(path.visible) is not the schema the component registry makes — regenerate it: duoterm screen schema > \(path.visible)"
        )
        return 1
      }
      return 0
    case .missing:
      throw UsageError("\(path.visible): no such file — check the path")
    case .tooLarge(let limit):
      throw UsageError(
        "\(path.visible): over \(limit) bytes, far more than the schema — check the path")
    case .failed(let reason):
      throw UsageError("\(path.visible): cannot be read (\(reason))")
    }
  }
}
