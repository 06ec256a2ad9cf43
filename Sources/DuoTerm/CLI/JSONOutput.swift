import Foundation

/// Prints `value` as the JSON a `--json` option promises: pretty, keys sorted, so
/// tools and diffs see the same text every time.
func printJSON(_ value: some Encodable) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  // Encoding plain value types cannot fail.
  let data = (try? encoder.encode(value)) ?? Data()
  print(String(decoding: data, as: UTF8.self))
}
