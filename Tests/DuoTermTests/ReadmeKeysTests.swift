import DuoLayoutCore
import Testing

@testable import DuoTerm

/// The README's key table is the keymap's: `Scripts/update-readme` writes it from
/// `duoterm keys --markdown`, and this test fails when the two drift apart.
@Suite struct ReadmeKeysTests {
  @Test func theReadmeKeyTableMatchesTheKeymap() throws {
    let table = try #require(try Readme.block("keys"), "no keys block in the README")
    #expect(table == KeysCommand.markdown, "run Scripts/update-readme")
  }

  @Test func everyGlobalBindingIsInTheTable() {
    for binding in Keymap.standard.bindings {
      #expect(KeysCommand.markdown.contains("| \(binding.keyLabels) |"), "\(binding.keyLabels)")
    }
  }
}
