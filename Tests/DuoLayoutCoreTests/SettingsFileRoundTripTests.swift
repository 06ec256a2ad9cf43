import Testing

@testable import DuoLayoutCore

/// Fuzzing the config parser: what `serialize` writes reads back as it
/// was. A kept unknown value that starts with a combining mark joined the space
/// written before it and came back with a space in front, one more each rewrite.
@Suite("SettingsFile: what it writes reads back the same")
struct SettingsFileRoundTripTests {
  @Test(
    "an unknown value read and written back is the same value",
    arguments: ["\u{6EC}x", "\u{301}", "\u{200D}joined", " \u{301}padded ", "a = b", "#\u{20E3}"])
  func roundTrip(value: String) throws {
    let file = try SettingsFile.parse("theme = \(value)\n")
    let again = try SettingsFile.parse(SettingsFile.serialize(file))
    #expect(again == file)
    #expect(SettingsFile.serialize(again) == SettingsFile.serialize(file))
  }

  @Test("the input the fuzzer found: blanks, then a combining mark")
  func fuzzerFinding() throws {
    let file = try SettingsFile.parse("S=\r\r\t\r\r\u{6EC}x\u{FFFD}=")
    #expect(file.unknown == [SettingsFile.Entry(key: "S", value: "\u{6EC}x\u{FFFD}=")])
    #expect(try SettingsFile.parse(SettingsFile.serialize(file)) == file)
  }

  @Test("blanks around keys and values still go")
  func blanks() throws {
    let file = try SettingsFile.parse(" \tseating\t=  face-to-face \r\ntheme = dark\t\n")
    #expect(file.settings.facing == .faceToFace)
    #expect(file.unknown == [SettingsFile.Entry(key: "theme", value: "dark")])
  }
}
