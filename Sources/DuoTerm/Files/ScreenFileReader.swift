import DuoLayoutCore

/// Reads a screen file from disk: the one place `--screen`, the audit and the
/// live reload read one, so all say the same thing about the same mistake.
///
/// ```swift
/// let screen = try ScreenFileReader.read("Examples/screens/chat.json")
/// ```
enum ScreenFileReader {
  /// The screen in the file at `path`, checked; a problem names the file, line and
  /// column, what is wrong and the fix.
  static func read(_ path: String) throws(ScreenProblem) -> ScreenFile {
    switch AtomicFile.read(path, limit: 1 << 20) {
    case .missing:
      throw ScreenProblem("\(path.visible): no such file — check the path")
    case .failed(let reason):
      throw ScreenProblem("\(path.visible): cannot be read (\(reason))")
    case .tooLarge(let limit):
      throw ScreenProblem(
        "\(path.visible): over \(limit) bytes, far more than a screen holds — check the path")
    case .read(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw ScreenProblem("\(path.visible): is not text (not UTF-8) — save it as UTF-8")
      }
      return try ScreenFile.read(text, file: path)
    }
  }
}
