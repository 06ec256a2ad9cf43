import DuoLayoutCore
import Foundation
import Testing

@testable import DuoTerm

/// The README's key table is the keymap's: `Scripts/update-readme` writes it from
/// `duoterm keys --markdown`, and this test fails when the two drift apart.
@Suite struct ReadmeKeysTests {
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  @Test func theReadmeKeyTableMatchesTheKeymap() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- keys:begin -->\n"))
    let end = try #require(text.range(of: "\n<!-- keys:end -->"))
    let table = String(text[begin.upperBound..<end.lowerBound])
    #expect(table == KeysCommand.markdown, "run Scripts/update-readme")
  }

  @Test func everyGlobalBindingIsInTheTable() {
    for binding in Keymap.standard.bindings {
      #expect(KeysCommand.markdown.contains("| \(binding.keyLabels) |"), "\(binding.keyLabels)")
    }
  }
}
