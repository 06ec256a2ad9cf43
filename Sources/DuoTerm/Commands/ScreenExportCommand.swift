import DuoLayoutCore

/// `duoterm screen export --pattern P`: a built-in pattern written out as a screen
/// file, to standard output: the proof that the format can say what the built-ins
/// show, and a start for a screen like one of them.
enum ScreenExportCommand: Command {
  static let name = "screen export"
  /// What `$schema` in a written file names: the schema shipped in the repository.
  static let schema = "https://github.com/duoterm/duoterm/Schemas/screen.schema.json"

  static let pattern = Options.exportPattern.required(example: "extended-canvas")

  static let spec = CommandSpec(
    name, summary: "prints a built-in pattern as a screen file",
    options: [pattern],
    description: """
      Prints the built-in pattern as a screen file: the same screen, laid out by \
      the same geometry, as text a designer edits. Patterns that can be written \
      out: \(ScreenExport.patterns.map(\.argument).joined(separator: ", ")).
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let id = try args.required(pattern)
    guard let screen = ScreenExport.screen(for: id) else {
      throw UsageError("\(id.argument) cannot be written out yet")
    }
    print(screen.text(schema: schema), terminator: "")
    return 0
  }
}
