import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// The config file on disk: written atomically, read back, a bad one kept aside.
/// Every test works in a folder of its own under the temporary directory.
@Suite("Config store")
struct ConfigStoreTests {
  let temporary: TemporaryFolder
  let root: String

  init() {
    temporary = TemporaryFolder("duoterm-config")
    root = temporary.path
  }

  /// The store in a folder that does not exist yet.
  var folder: String { root + "/xdg/duoterm" }

  func files() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
  }

  func write(_ text: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try text.write(toFile: folder + "/config", atomically: false, encoding: .utf8)
  }

  @Test("saved settings read back the same; the missing folder is made", arguments: Facing.allCases)
  func roundTrip(facing: Facing) throws {
    let settings = SharedSettings(facing: facing, flash: false)
    try ConfigStore(directory: folder).save(settings)
    #expect(files() == ["config"], "no temporary file left behind")
    var store = ConfigStore(directory: folder)
    let loaded = store.load()
    #expect(loaded.settings == settings)
    #expect(loaded.warning == nil)
    let text = try String(contentsOfFile: folder + "/config", encoding: .utf8)
    #expect(text.contains("seating = \(facing.rawValue)"))
    #expect(text.contains("flash = off"))
  }

  @Test("no file: the defaults and no warning")
  func missing() {
    var store = ConfigStore(directory: folder)
    let loaded = store.load()
    #expect(loaded.settings == SharedSettings())
    #expect(loaded.warning == nil)
    #expect(files().isEmpty, "nothing written by reading")
  }

  @Test(
    "a corrupt file: one warning line, the defaults, the file kept aside and never overwritten",
    arguments: [
      "seating = sideways\n", "not a config at all", "flash = on\nflash = on\n",
      "flash = off\n# " + String(repeating: "x", count: 70_000) + "\n",
    ])
  func corrupt(text: String) throws {
    try write(text)
    var store = ConfigStore(directory: folder)
    let loaded = store.load()
    #expect(loaded.settings == SharedSettings())
    let warning = try #require(loaded.warning)
    #expect(!warning.contains("\n"), "one line")
    #expect(warning.contains("config.corrupt-1"))
    #expect(files() == ["config.corrupt-1"])
    #expect(try String(contentsOfFile: folder + "/config.corrupt-1", encoding: .utf8) == text)
    // Saving afterwards writes a fresh config beside the kept one.
    try store.save(SharedSettings(facing: .faceToFace))
    #expect(files() == ["config", "config.corrupt-1"])
    #expect(try String(contentsOfFile: folder + "/config.corrupt-1", encoding: .utf8) == text)
  }

  @Test("a second corrupt file does not replace the first one kept")
  func numbering() throws {
    for text in ["bad one", "bad two"] {
      try write(text)
      var store = ConfigStore(directory: folder)
      _ = store.load()
    }
    #expect(files() == ["config.corrupt-1", "config.corrupt-2"])
    #expect(try String(contentsOfFile: folder + "/config.corrupt-1", encoding: .utf8) == "bad one")
  }

  @Test("an unreadable config (a folder where the file should be) is moved aside too")
  func unreadable() throws {
    try FileManager.default.createDirectory(
      atPath: folder + "/config", withIntermediateDirectories: true)
    var store = ConfigStore(directory: folder)
    let loaded = store.load()
    #expect(loaded.settings == SharedSettings())
    #expect(loaded.warning?.contains("cannot be read") == true)
    #expect(files() == ["config.corrupt-1"])
  }

  /// A FIFO where the config should be hung start-up in `open` with no
  /// word, even with `--fresh`.
  @Test("a FIFO as the config: one warning at once, kept aside, the defaults, saving works")
  func fifo() throws {
    var store = ConfigStore(directory: folder)
    var loaded: (settings: SharedSettings, warning: String?) = (SharedSettings(), nil)
    let took = try SpecialFile.withFIFO(at: folder + "/config") {
      SpecialFile.seconds { loaded = store.load() }
    }
    #expect(took < 1, "load took \(took) s")
    #expect(loaded.settings == SharedSettings())
    let warning = try #require(loaded.warning)
    #expect(warning.contains("FIFO") && warning.contains("config.corrupt-1"), "\(warning)")
    #expect(files() == ["config.corrupt-1"])
    #expect(SpecialFile.isFIFO(folder + "/config.corrupt-1"))
    try store.save(SharedSettings(facing: .faceToFace))
    #expect(files() == ["config", "config.corrupt-1"])
  }

  @Test("keys this version does not know are kept when it saves")
  func unknownKeys() throws {
    try write("theme = amber\nseating = face-to-face\n")
    var store = ConfigStore(directory: folder)
    #expect(store.load().settings.facing == .faceToFace)
    try store.save(SharedSettings(facing: .sameWay))
    let text = try String(contentsOfFile: folder + "/config", encoding: .utf8)
    #expect(text.contains("theme = amber"))
    #expect(text.contains("seating = same-way"))
  }

  /// Item 4: `F` rewrote the config as DuoTerm's header and keys; the
  /// person's comments were gone.
  @Test("saving changes only the changed value: comments, blank lines and CRLF stay")
  func commentsKept() throws {
    let text = "# my note\r\n\r\nseating = same-way   # set by Ana\r\ntheme = dark # mine\r\n"
    try write(text)
    var store = ConfigStore(directory: folder)
    #expect(store.load().settings == SharedSettings())
    try store.save(SharedSettings(facing: .faceToFace))
    let saved = try String(contentsOfFile: folder + "/config", encoding: .utf8)
    #expect(
      saved
        == "# my note\r\n\r\nseating = face-to-face   # set by Ana\r\ntheme = dark # mine\r\n")
  }

  @Test("saving keeps what the person wrote in the file while DuoTerm ran")
  func editsWhileRunning() throws {
    try write("seating = same-way\n")
    var store = ConfigStore(directory: folder)
    _ = store.load()
    try write("seating = same-way\n# added while it ran\ntheme = amber\n")
    try store.save(SharedSettings(facing: .faceToFace))
    #expect(
      try String(contentsOfFile: folder + "/config", encoding: .utf8)
        == "seating = face-to-face\n# added while it ran\ntheme = amber\n")
  }

  @Test("a file broken while DuoTerm ran is left alone; the save says which line")
  func brokenWhileRunning() throws {
    try write("seating = same-way\n")
    var store = ConfigStore(directory: folder)
    _ = store.load()
    try write("seating = same-way\nflash = maybe\n")
    #expect {
      try store.save(SharedSettings(facing: .faceToFace))
    } throws: { error in
      "\(error)".contains("config:2: flash is 'maybe'")
    }
    #expect(
      try String(contentsOfFile: folder + "/config", encoding: .utf8)
        == "seating = same-way\nflash = maybe\n")
  }

  @Test(
    "the folder: $XDG_CONFIG_HOME/duoterm, else ~/.config/duoterm",
    arguments: [
      (["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/a"], "/x/conf/duoterm"),
      (["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"], "/home/a/.config/duoterm"),
      (["HOME": "/home/a"], "/home/a/.config/duoterm"),
      ([:], nil),
    ] as [([String: String], String?)])
  func folderChoice(environment: [String: String], expected: String?) {
    #expect(ConfigStore.standard(environment: environment)?.directory == expected)
  }
}
