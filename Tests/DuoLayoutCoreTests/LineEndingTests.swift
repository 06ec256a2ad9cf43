import Testing

@testable import DuoLayoutCore

/// Fuzzing the file parsers: a config file or a tour written with CRLF
/// line ends (a Windows editor) was read as one long line, so the config was set
/// aside as corrupt and the tour refused. CRLF now ends a line as LF does.
@Suite("Files with CRLF line ends")
struct LineEndingTests {
  @Test("a config file with CRLF line ends reads as with LF")
  func configCRLF() throws {
    let lf = try SettingsFile.parse(
      "# duoterm\nseating = face-to-face\nflash = off\ntheme = dark\n")
    let crlf = try SettingsFile.parse(
      "# duoterm\r\nseating = face-to-face\r\nflash = off\r\ntheme = dark\r\n")
    #expect(crlf == lf)
    #expect(crlf.settings.facing == .faceToFace)
    #expect(crlf.settings.flash == false)
    #expect(crlf.unknown == [SettingsFile.Entry(key: "theme", value: "dark")])
  }

  @Test("a CRLF config names the right line when one is wrong")
  func configCRLFLineNumbers() {
    #expect(throws: SettingsFile.Problem.self) {
      try SettingsFile.parse("seating = same-way\r\nflash = maybe\r\n")
    }
    do {
      _ = try SettingsFile.parse("seating = same-way\r\n\r\nflash = maybe\r\n")
    } catch {
      #expect(error.line == 3)
    }
  }

  @Test("a config mixing LF and CRLF")
  func configMixed() throws {
    let file = try SettingsFile.parse("seating = face-to-face\nflash = off\r\n")
    #expect(file.settings.facing == .faceToFace)
    #expect(file.settings.flash == false)
  }

  @Test("a tour with CRLF line ends reads as with LF")
  func tourCRLF() throws {
    let lines = [
      "# A short tour", "pattern two-page", "pose open", "wait 500", "F3", "type Hi there", "F3",
    ]
    let lf = try DemoScript.parse(lines.joined(separator: "\n"), name: "t", file: "t.tour")
    let crlf = try DemoScript.parse(lines.joined(separator: "\r\n"), name: "t", file: "t.tour")
    #expect(crlf.description == "A short tour")
    #expect(crlf.pose == .open)
    #expect(crlf.pattern == .twoPage)
    #expect(crlf.actions.map(\.action) == lf.actions.map(\.action))
    #expect(crlf.actions.map(\.line) == lf.actions.map(\.line))
    #expect(crlf.actions.contains { $0.action == .type("Hi there") })
  }
}
