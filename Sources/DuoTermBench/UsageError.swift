/// A mistake on the bench's command line, or a program it needs that is not built.
/// Printed as one line naming the problem and the fix; the exit status is 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
