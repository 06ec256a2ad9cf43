import Foundation

/// A folder of its own in the temporary directory for one test, removed with the
/// last reference to it, so a test run leaves nothing behind.
///
/// ```swift
/// let folder = TemporaryFolder("duoterm-config")
/// let store = ConfigStore(directory: folder.path + "/xdg/duoterm")
/// ```
final class TemporaryFolder: Sendable {
  let path: String

  /// A name that starts with `prefix` and is not taken; the folder itself is made
  /// by whoever writes into it first, as the code under test would.
  init(_ prefix: String) {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
  }

  var url: URL { URL(fileURLWithPath: path) }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
