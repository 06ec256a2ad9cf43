/// Why a figure was skipped: said once, in place of the figure.
struct BenchSkip: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
