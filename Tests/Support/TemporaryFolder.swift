import Foundation

/// A folder of its own in the temporary directory for one test, removed with the
/// last reference to it, so a test run leaves nothing behind. The one temporary
/// folder of every test target: a unit test's config store, an end-to-end run's
/// XDG folders (`StateFolder`), a screen file copied to be broken.
///
/// ```swift
/// let folder = TemporaryFolder("duoterm-config")
/// let store = ConfigStore(directory: folder.path + "/xdg/duoterm")
/// let made = try TemporaryFolder.made("duoterm-faults")  // exists already
/// ```
public final class TemporaryFolder: Sendable {
  public let path: String

  /// A name that starts with `prefix` and is not taken; the folder itself is made
  /// by whoever writes into it first, as the code under test would. Short (the
  /// process and 32 random bits): a socket's path in it must stay under 108 bytes,
  /// and a message naming it should fit a line of an 80- or 100-column pane.
  public init(_ prefix: String) {
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(getpid())-\(random)").path
  }

  /// A folder named as `init(_:)` names one, made now.
  public static func made(_ prefix: String) throws -> TemporaryFolder {
    let folder = TemporaryFolder(prefix)
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    return folder
  }

  public var url: URL { URL(fileURLWithPath: path) }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
