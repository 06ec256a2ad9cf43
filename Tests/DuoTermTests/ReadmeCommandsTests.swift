import DuoLayoutCore
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
    // iPhone Duo: 53x16 held as it opens, 46x21 turned, 53x21 for every pose.
    #expect(HelpText.sizes.contains("53x16 for `closed`, `open`, `book`"), "\(HelpText.sizes)")
    #expect(HelpText.sizes.contains("46x21 for `closed-landscape`, `open-tall`, `tabletop`"))
    #expect(HelpText.sizes.contains("53x21 fits every pose"))
    // Every built-in device in every pose at 80x24: what fits them all is no larger.
    let all = SizeCheck.everyPose(DeviceRegistry.standard.profiles)
    #expect(all.columns <= 80 && all.rows <= 24)
    #expect(HelpText.sizes.contains("and \(all.argument) every pose of every built-in device"))
  }
}
