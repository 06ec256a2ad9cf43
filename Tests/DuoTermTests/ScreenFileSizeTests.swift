import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// A screen or app file may be long (a list of 100,000 rows is about 10 MiB): the
/// reader takes one up to its cap, and refuses a longer one in one line that names
/// the cap and the fix.
@Suite("Screen file size")
struct ScreenFileSizeTests {
  let temporary = TemporaryFolder("duoterm-screen-size")

  init() throws {
    try FileManager.default.createDirectory(
      atPath: temporary.path, withIntermediateDirectories: true)
  }

  /// A list-detail screen file of `rows` rows.
  func rowsFile(_ rows: Int) -> String {
    let items = (0..<rows).map {
      #"{"title": "Row \#($0)", "detail": "\#($0 % 60) min", "text": "The row's text, a line or two long, as a recipe's method is."}"#
    }
    return #"{"title": "Rows", "pattern": "list-detail", "rows": [\#n"#
      + items.joined(separator: ",\n") + "\n]}\n"
  }

  @Test("a file of several MiB, over the old 1 MiB cap, reads whole")
  func longFileReads() throws {
    let path = temporary.path + "/long.json"
    let text = rowsFile(30_000)
    #expect(text.utf8.count > 3 << 20)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let screen = try ScreenFileReader.read(path)
    #expect(screen.rows.count == 30_000)
    #expect(screen.rows.last?.title == "Row 29999")
  }

  @Test("a file over the cap: one line naming the cap and the fix")
  func overTheCap() throws {
    let path = temporary.path + "/huge.json"
    #expect(ScreenFileReader.sizeLimit >= 16 << 20)
    let bytes = Data(repeating: UInt8(ascii: " "), count: ScreenFileReader.sizeLimit + 1)
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(
      throws: ScreenProblem(
        "\(path): over 16 MiB, the most a screen file may hold — check the path, or shorten the file to 16 MiB"
      )
    ) { try ScreenFileReader.read(path) }
  }

  @Test("a file that is not UTF-8 is named so, though the reader checks as it goes")
  func binaryFile() throws {
    let path = temporary.path + "/photo.json"
    try Data([0x7B, 0xFF, 0xD8, 0xFF, 0xE0, 0x7D]).write(to: URL(fileURLWithPath: path))
    #expect(throws: ScreenProblem("\(path): is not text (not UTF-8) — save it as UTF-8")) {
      try ScreenFileReader.read(path)
    }
  }
}
