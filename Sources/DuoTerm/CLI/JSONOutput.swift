import DuoLayoutCore

/// Prints `value` as pretty JSON with sorted keys (the `--json` of `env`, `tree`
/// and `devices`), written by the core's own JSON writer.
///
/// ```swift
/// printJSON(document)   // {\n  "pose": "book", …
/// ```
func printJSON(_ value: some Encodable) {
  // Encoding plain value types with finite numbers cannot fail.
  let json = (try? JSONValueEncoder().encode(value)) ?? .null
  print(JSONWriter(pretty: true, sortedKeys: true).write(json))
}
