import Foundation
import TestSupport
import Testing

/// `duoterm` is the only Swift target that calls ncurses; besides it only
/// `CNcursesw` (the system library's module) and the bench's C (`DuoTermEcho`,
/// `DuoTermFill`) may. Read from the package's own files, so a new import anywhere
/// else fails here with the file and line.
@Suite("ncurses users")
struct NcursesUsersTests {
  /// The package's Sources folder, found from this file's place in it.
  static let sources = Repository.url("Sources")
  static let allowed: Set = ["DuoTerm", "CNcursesw", "DuoTermEcho", "DuoTermFill"]

  /// `Sources/TARGET/FILE:LINE: …` for each line of a target's files that imports
  /// CNcursesw or includes an ncurses header.
  static func uses(in target: String) throws -> [String] {
    let folder = sources.appendingPathComponent(target)
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    var found: [String] = []
    for case let file as String in files {
      let url = folder.appendingPathComponent(file)
      guard ["swift", "c", "h", "m", "modulemap"].contains(url.pathExtension) else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.contains(swiftImport) || line.contains(cInclude) {
        found.append(
          "Sources/\(target)/\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// `import CNcursesw`, with attributes or a kind (`@testable`, `import struct`).
  nonisolated(unsafe) static let swiftImport = #/^\s*(@\w+\s+)*import\s+(\w+\s+)?CNcursesw\b/#
  /// `#include <curses.h>`, `<ncurses.h>`, `<ncursesw/curses.h>`, `<term.h>` (terminfo).
  nonisolated(unsafe) static let cInclude =
    #/^\s*#\s*(include|import)\s*[<"](ncursesw?/)?(n?curses\w*|term)\.h[>"]/#

  @Test("no target but duoterm, CNcursesw and the bench's C imports CNcursesw or includes ncurses")
  func onlyTheAllowed() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    #expect(targets.contains("DuoTermBench") && targets.contains("DuoTermRender"))
    for target in targets.sorted() where !Self.allowed.contains(target) {
      let found = try Self.uses(in: target)
      #expect(
        found.isEmpty,
        "\(found.joined(separator: "\n")) — only duoterm calls ncurses from Swift: move this into Sources/DuoTerm, or into the bench's C (Sources/DuoTermFill)"
      )
    }
  }

  @Test("the check finds the uses there are: duoterm's import and the bench's include")
  func findsKnownUses() throws {
    #expect(try Self.uses(in: "DuoTerm").contains { $0.hasSuffix("import CNcursesw") })
    #expect(try Self.uses(in: "DuoTermFill").contains { $0.hasSuffix("#include <curses.h>") })
    #expect("  @testable import CNcursesw".contains(Self.swiftImport))
    #expect("#include <ncursesw/ncurses.h>".contains(Self.cInclude))
    #expect(" # include \"term.h\"".contains(Self.cInclude))
    #expect(!"import CNcurseswExtras".contains(Self.swiftImport))
  }
}
