import Testing

@testable import DuoLayoutCore

/// The config is the person's file. Pressing `F` rewrote it as
/// DuoTerm's header and keys, and `# my note` and `# set by Ana` were gone. Now
/// only a changed value's text changes; every other byte stays.
@Suite("SettingsFile.rewrite: only the values that changed")
struct SettingsFileRewriteTests {
  static let faceToFace = SharedSettings(facing: .faceToFace, flash: true)

  @Test("the issue's file: the seating changes, both comments stay")
  func issueFile() throws {
    let text = "# my note\nseating = same-way   # set by Ana\n"
    #expect(
      try SettingsFile.rewrite(text, with: Self.faceToFace)
        == "# my note\nseating = face-to-face   # set by Ana\n")
  }

  /// Files as people write them: comments, blank lines, odd spacing, tabs,
  /// unknown keys, CRLF, a last line with no line end, nothing at all.
  static let files = [
    "# my note\nseating = same-way   # set by Ana\n",
    "\n\n  # indented note\n\tseating\t=\tface-to-face\t\n\nflash=off#no space\n",
    "# Windows\r\nseating = same-way\r\n\r\ntheme = dark # mine\r\nflash = on\r\n",
    "theme = amber\nseating = face-to-face",
    "flash = off   \n# the end, no line end",
    "",
    "# only a comment\n",
    "seating = same-way\nflash = on\n# both keys\nzoom = 2\n",
  ]

  @Test("the same settings: not a byte changes", arguments: files)
  func unchanged(text: String) throws {
    let settings = try SettingsFile.parse(text).settings
    #expect(try SettingsFile.rewrite(text, with: settings) == text)
  }

  @Test(
    "other settings: they read back; the unknown keys and every line without a changed value stay",
    arguments: files,
    [
      SharedSettings(facing: .sameWay, flash: true), SharedSettings(facing: .sameWay, flash: false),
      SharedSettings(facing: .faceToFace, flash: true),
      SharedSettings(facing: .faceToFace, flash: false),
    ])
  func changed(text: String, settings: SharedSettings) throws {
    let before = try SettingsFile.parse(text)
    let written = try SettingsFile.rewrite(text, with: settings)
    let after = try SettingsFile.parse(written)
    #expect(after.settings == settings)
    #expect(after.unknown == before.unknown)
    // Every line of the file is still there, the same, unless its value changed.
    let changedKeys = [
      before.settings.facing != settings.facing ? "seating" : nil,
      before.settings.flash != settings.flash ? "flash" : nil,
    ].compactMap { $0 }
    let old = Self.lines(text)
    let new = Self.lines(written)
    #expect(new.count >= old.count)
    for (index, (line, again)) in zip(old, new).enumerated() {
      let key = line.split(separator: "=").first?.trimmingBlanks ?? ""
      if changedKeys.contains(key) { continue }
      // A last line with no line end gets one when a key is added after it.
      let ended = index == old.count - 1 && !line.hasSuffix("\n") && again.hasPrefix(line)
      #expect(
        again == line || (ended && ["\n", "\r\n"].contains(again.dropFirst(line.count))),
        "\(text.debugDescription) → \(written.debugDescription)")
    }
  }

  /// The lines of `text` with their line ends, by scalars (so CR LF is kept whole).
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      current.unicodeScalars.append(scalar)
      if scalar == "\n" {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  @Test(
    "a key the file leaves out is added at its end, in its line ends, only when not the default")
  func missingKey() throws {
    let off = SharedSettings(facing: .sameWay, flash: false)
    #expect(
      try SettingsFile.rewrite("seating = same-way\n", with: off)
        == "seating = same-way\nflash = off\n")
    #expect(
      try SettingsFile.rewrite("# mine\r\nseating = same-way\r\n", with: off)
        == "# mine\r\nseating = same-way\r\nflash = off\r\n")
    #expect(
      try SettingsFile.rewrite("seating = same-way", with: off)
        == "seating = same-way\nflash = off\n")
    #expect(try SettingsFile.rewrite("", with: Self.faceToFace) == "seating = face-to-face\n")
    // The default the file means by leaving flash out is not written.
    #expect(try SettingsFile.rewrite("# mine\n", with: SharedSettings()) == "# mine\n")
  }

  @Test("both values change in place; a trailing comment on each stays")
  func both() throws {
    let text = "seating=face-to-face # Ana\r\n  flash  =  on\t# Ben\r\n"
    #expect(
      try SettingsFile.rewrite(text, with: SharedSettings(facing: .sameWay, flash: false))
        == "seating=same-way # Ana\r\n  flash  =  off\t# Ben\r\n")
  }

  @Test("a file that is not a config file is not rewritten")
  func corrupt() {
    #expect(throws: SettingsFile.Problem.self) {
      try SettingsFile.rewrite("seating = sideways\n", with: SharedSettings())
    }
  }
}
