import Testing

@testable import DuoTerm

/// The README's command table is the command table's: `Scripts/update-readme`
/// writes it from `duoterm commands --markdown`, and this test fails when the two
/// drift apart.
@Suite struct ReadmeCommandsTests {
  @Test func theReadmeCommandTableMatchesTheCommandTable() throws {
    let table = try #require(try Readme.block("commands"), "no commands block in the README")
    #expect(table == HelpText.markdown, "run Scripts/update-readme")
  }

  @Test func everyCommandPeopleRunIsInTheTable() {
    for spec in CommandTable.visible {
      #expect(HelpText.markdown.contains("| `\(spec.invocation) "), "\(spec.invocation)")
    }
    for spec in CommandTable.all where spec.isHidden {
      #expect(!HelpText.markdown.contains("duoterm \(spec.name) "), "\(spec.name) is hidden")
    }
  }

  @Test func theSizesSentenceNamesTheSmallestSizeOfEachGrip() {
    // iPhone Duo: 65x17 held as it opens, 62x23 turned, 65x23 for every pose.
    #expect(HelpText.sizes.contains("65x17 for `closed`, `open`, `book`"), "\(HelpText.sizes)")
    #expect(HelpText.sizes.contains("62x23 for `closed-landscape`, `open-tall`, `tabletop`"))
    #expect(HelpText.sizes.contains("65x23 fits every pose"))
  }
}
