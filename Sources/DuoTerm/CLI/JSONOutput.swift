import DuoLayoutCore

/// Prints `value` as the JSON a `--json` option promises: pretty, keys sorted, so
/// tools and diffs see the same text every time. Written by the core's own
/// encoder and writer, as every file duoterm writes is.
func printJSON(_ value: some Encodable) {
  // Encoding plain value types cannot fail.
  let json = (try? JSONValueEncoder().encode(value)) ?? .null
  print(JSONWriter(pretty: true, sortedKeys: true).write(json))
}
