import Glibc

/// The programs the bench measures: `duoterm`, the reference echo program
/// `duoterm-echo` (C) and `duoterm-empty` (a Swift program that does nothing),
/// found beside the bench's own executable. All are products of this package, so
/// one `swift build` puts them in the same build folder, built the same way, and
/// the bench measures the build it came from.
///
/// ```swift
/// let programs = try BenchPrograms(beside: ".build/release/duoterm-bench")
/// programs.duoterm  // ".build/release/duoterm"
/// ```
struct BenchPrograms {
  var duoterm: String
  var echo: String
  var empty: String

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
    empty = try find("duoterm-empty")
  }

  /// True when `duoterm` loads the Swift standard library as a shared library (a
  /// build without `--static-swift-stdlib`): its file names `libswiftCore.so`.
  var linksSwiftDynamically: Bool {
    guard let bytes = BenchFiles.bytes(duoterm) else { return true }
    let name = Array("libswiftCore.so".utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      guard buffer.count >= name.count else { return false }
      for start in 0...(buffer.count - name.count) where buffer[start] == name[0] {
        if buffer[start..<(start + name.count)].elementsEqual(name) { return true }
      }
      return false
    }
  }

  /// The command that builds every program of this build's configuration.
  static var buildCommand: String {
    #if DEBUG
      "swift build"
    #else
      "swift build -c release --static-swift-stdlib"
    #endif
  }
}
