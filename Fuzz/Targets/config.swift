import DuoLayoutCore
import FuzzSupport

/// libFuzzer target: the config file (`SettingsFile.parse`), what it writes back
/// (`SettingsFile.serialize`), and the rewrite of a file when a setting changes
/// (`SettingsFile.rewrite`).
///
/// Checked: no trap; a file that parses writes text that parses to the same
/// settings and unknown keys, and writes the same text again; rewriting a file
/// with the settings it already says changes no byte; rewriting it with any other
/// settings gives a file that says those settings, with the same unknown keys, and
/// rewriting that back gives the first file again when no key was added.
func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.text()
  guard let file = try? SettingsFile.parse(text) else { return 0 }
  let written = SettingsFile.serialize(file)
  let again: SettingsFile
  do {
    again = try SettingsFile.parse(written)
  } catch {
    fatalError("what it wrote does not parse: \(error)\n\(written)")
  }
  require(again == file, "read back differently:\n\(file)\n\(again)")
  require(SettingsFile.serialize(again) == written, "written differently the second time")

  require(
    (try? SettingsFile.rewrite(text, with: file.settings)) == text,
    "rewritten with its own settings, it changed")
  for facing in Facing.allCases {
    for flash in [false, true] {
      let settings = SharedSettings(facing: facing, flash: flash)
      guard let rewritten = try? SettingsFile.rewrite(text, with: settings) else {
        fatalError("a file that parses was not rewritten:\n\(text.debugDescription)")
      }
      guard let read = try? SettingsFile.parse(rewritten) else {
        fatalError("the rewrite does not parse:\n\(rewritten.debugDescription)")
      }
      require(read.settings == settings, "the rewrite says \(read.settings), not \(settings)")
      require(read.unknown == file.unknown, "the rewrite lost or changed unknown keys")
      // No key added (no line more): rewriting back restores every byte.
      let lineEnds = { (text: String) in text.unicodeScalars.filter { $0 == "\n" }.count }
      if lineEnds(rewritten) == lineEnds(text) {
        require(
          (try? SettingsFile.rewrite(rewritten, with: file.settings)) == text,
          "rewritten back, it is not the file it was")
      }
    }
  }
  return 0
}

@main
enum ConfigFuzz {
  static func main() { runFuzzer { fuzzConfig($0, $1) } }
}
