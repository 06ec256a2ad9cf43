import Foundation

/// The checkout the tests run in, found once from this file's place in it
/// (`Tests/Support/Repository.swift`): the one way every test target reaches the
/// repository's files (goldens, device profiles, tours, example apps, README).
///
/// ```swift
/// Repository.path("Demos")                     // "/…/duoterm/Demos"
/// try Repository.text("Devices/iphone-duo.json")
/// ```
public enum Repository {
  /// The repository's root folder, without a trailing `/`.
  public static let root: String = {
    var root = #filePath
    for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
    return root
  }()

  /// The file or folder at `relative`, a path from the repository's root.
  public static func path(_ relative: String) -> String {
    root + "/" + relative
  }

  /// `path(relative)` as a file URL.
  public static func url(_ relative: String) -> URL {
    URL(fileURLWithPath: path(relative))
  }

  /// The text of the file at `relative`.
  public static func text(_ relative: String) throws -> String {
    try String(contentsOfFile: path(relative), encoding: .utf8)
  }
}
