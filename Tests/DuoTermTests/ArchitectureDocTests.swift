import Foundation
import TestSupport
import Testing

/// ARCHITECTURE.md names files and folders for the next engineer to open; each one
/// it names in backquotes must exist, so a file moved or renamed breaks this test
/// until the page follows. A path with a placeholder (`Patterns/NAME/`) is checked
/// up to the placeholder.
@Suite("ARCHITECTURE.md")
struct ArchitectureDocTests {
  static let root = URL(fileURLWithPath: Repository.root)

  /// The repository's top-level folders a path in the page may start with.
  static let tops = [
    "Sources", "Tests", "Devices", "Schemas", "Plugins", "Fuzz", "Demos", "Content", "Examples",
    "Scripts", ".ci",
  ]

  /// Every backquoted text in `text` that reads as a path in the repository.
  static func paths(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      .filter { token in
        !token.contains(" ")
          && (tops.contains { token == $0 || token.hasPrefix($0 + "/") } || token.hasSuffix(".md"))
      }
  }

  @Test("every file and folder it names exists")
  func namedPathsExist() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let paths = Self.paths(in: text)
    // The page's recipes name well over this many; fewer means the scan broke.
    #expect(paths.count >= 30, "only \(paths.count) paths found: \(paths)")
    for path in paths {
      let known = path.split(separator: "/").prefix { !$0.contains("NAME") }.joined(separator: "/")
      #expect(
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(known).path),
        "ARCHITECTURE.md names \(path), which is not in the repository")
    }
  }

  @Test("the scan finds paths and leaves out what is not one")
  func scan() {
    #expect(
      Self.paths(in: "see `Sources/DuoTerm`, `README.md`, `update` and `a b/c`")
        == ["Sources/DuoTerm", "README.md"])
  }
}
