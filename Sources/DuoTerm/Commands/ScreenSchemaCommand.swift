import DuoLayoutCore

/// `duoterm screen schema`: `Schemas/app.schema.json` as the component registry
/// makes it, to standard output: how the committed schema is regenerated after a
/// component is added (`duoterm screen schema > Schemas/app.schema.json`).
enum ScreenSchemaCommand: Command {
  static let name = "screen schema"

  static let spec = CommandSpec(
    name, summary: "prints the app file schema, generated from the component registry",
    options: [],
    description: """
      Prints the JSON Schema of app files (Schemas/app.schema.json), generated from \
      the component registry: each kind of component with its fields. Regenerate the \
      committed file after adding a component: duoterm screen schema > Schemas/app.schema.json
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    print(AppSchema.text(), terminator: "")
    return 0
  }
}
