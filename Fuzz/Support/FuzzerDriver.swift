import CFuzzer
import Glibc

/// Runs libFuzzer on `test` with the program's arguments (`-max_total_time=5`,
/// corpus folders, ...) and exits with its status: a fuzz target's `main`.
///
/// ```swift
/// @main enum PasteFuzz {
///   static func main() { runFuzzer { fuzzPaste($0, $1) } }
/// }
/// ```
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}
