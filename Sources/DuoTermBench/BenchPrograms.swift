import Glibc

/// The programs the bench measures: `duoterm` and the reference echo program
/// `duoterm-echo`, found beside the bench's own executable. All three are products
/// of this package, so one `swift build` puts them in the same build folder, and
/// the bench measures the build it came from.
///
/// ```swift
/// let programs = try BenchPrograms(beside: ".build/release/duoterm-bench")
/// programs.duoterm  // ".build/release/duoterm"
/// ```
struct BenchPrograms {
  var duoterm: String
  var echo: String

  /// The programs in `executable`'s folder; a one-line error naming the missing one
  /// and the command that builds it.
  init(beside executable: String) throws(UsageError) {
    let folder = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
    func find(_ name: String) throws(UsageError) -> String {
      let path = "\(folder)/\(name)"
      guard access(path, X_OK) == 0 else {
        throw UsageError(
          "no \(name) in \(folder), beside duoterm-bench (it measures that build); "
            + "build it with: \(BenchPrograms.buildCommand)")
      }
      return path
    }
    duoterm = try find("duoterm")
    echo = try find("duoterm-echo")
  }

  /// The command that builds every program of this build's configuration.
  static var buildCommand: String {
    #if DEBUG
      "swift build"
    #else
      "swift build -c release"
    #endif
  }
}
