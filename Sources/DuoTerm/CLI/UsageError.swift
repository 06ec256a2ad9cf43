/// A mistake on the command line. Printed as one line naming the problem and the
/// fix; the exit status is 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
