@testable import DuoLayoutCore

/// Each kind's example (every field it reads given, `Component.example`): what
/// the registry, schema and per-component tests build their apps from, so a kind
/// added to the registry is tested with no edit here.
enum ComponentSamples {
  /// Each kind's own example, by kind.
  static let json: [String: String] = Dictionary(
    uniqueKeysWithValues: ComponentRegistry.all.map { ($0.kind, $0.example) })

  /// An app whose first screen holds `component` alone, and a second screen its
  /// actions may name.
  static func app(_ component: String) throws -> ScreenFile {
    try ScreenFile.read(
      """
      {"title": "Sample", "start": "main", "screens": [
        {"id": "main", "title": "Main", "content": [\(component)]},
        {"id": "other", "title": "Other", "content": [{"kind": "text", "text": "The other screen."}]}
      ]}
      """, file: "sample.json")
  }
}
