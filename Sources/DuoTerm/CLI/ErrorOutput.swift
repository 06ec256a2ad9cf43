import Glibc

/// Prints `duoterm: message` on standard error.
func printError(_ message: String) {
  let line = Array("duoterm: \(message)\n".utf8)
  _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
