import Testing

@testable import DuoLayoutCore

/// The config file's text: parsed and written in the core, read and written by the
/// front.
@Suite("Settings file")
struct SettingsFileTests {
  @Test("every setting round-trips", arguments: Facing.allCases, [true, false])
  func roundTrip(facing: Facing, flash: Bool) throws {
    let file = SettingsFile(
      settings: SharedSettings(facing: facing, flash: flash),
      unknown: [.init(key: "theme", value: "amber")])
    let text = SettingsFile.serialize(file)
    #expect(try SettingsFile.parse(text) == file)
    #expect(text.hasSuffix("\n"))
  }

  @Test("comments, blank lines, spaces and a missing key are fine")
  func lenient() throws {
    let file = try SettingsFile.parse(
      "# mine\n\n   seating   =   face-to-face   # we sit across\r\n\t\n")
    #expect(file.settings == SharedSettings(facing: .faceToFace, flash: true))
    #expect(try SettingsFile.parse("") == SettingsFile())
  }

  @Test(
    "a file that is not a config file says which line and why",
    arguments: [
      ("seating = sideways\n", 1, "seating is 'sideways'"),
      ("flash = on\nflash = off\n", 2, "set twice"),
      ("\n\nthis is not a config\n", 3, "expected 'key = value'"),
      ("flash = maybe", 1, "flash is 'maybe'"),
      ("= on", 1, "is not a key"),
      ("\u{0}\u{1}PNG", 1, "expected"),
    ])
  func corrupt(text: String, line: Int, reason: String) {
    do {
      _ = try SettingsFile.parse(text)
      Issue.record("parsed: \(text.debugDescription)")
    } catch {
      #expect(error.line == line)
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }
}
