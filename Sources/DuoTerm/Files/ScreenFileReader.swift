import DuoLayoutCore

/// Reads a screen file from disk: the one place `--screen`, the audit and the
/// live reload read one, so all say the same thing about the same mistake.
///
/// ```swift
/// let screen = try ScreenFileReader.read("Examples/screens/chat.json")
/// ```
enum ScreenFileReader {
  /// The longest screen or app file read: 16 MiB, a list of about 100,000 rows.
  /// Longer is far more than a person writes by hand, and most likely the wrong
  /// file (a video, a database) named by mistake.
  static let sizeLimit = 16 << 20

  /// The screen in the file at `path`, checked; a problem names the file, line and
  /// column, what is wrong and the fix.
  static func read(_ path: String) throws(ScreenProblem) -> ScreenFile {
    switch AtomicFile.read(path, limit: sizeLimit) {
    case .missing:
      throw ScreenProblem("\(path.visible): no such file — check the path")
    case .failed(let reason):
      throw ScreenProblem("\(path.visible): cannot be read (\(reason))")
    case .tooLarge(let limit):
      throw ScreenProblem(
        "\(path.visible): over \(limit >> 20) MiB, the most a screen file may hold — check the path, or shorten the file to \(limit >> 20) MiB"
      )
    case .read(let bytes):
      do {
        return try ScreenFile.read(bytes, file: path)
      } catch {
        // Checked only when the file does not read: the reader checks the UTF-8 of
        // what it reads, and binary is better named for what it is than by the
        // first byte the JSON syntax refuses.
        guard String(validating: bytes, as: UTF8.self) != nil else {
          throw ScreenProblem("\(path.visible): is not text (not UTF-8) — save it as UTF-8")
        }
        throw error
      }
    }
  }
}
