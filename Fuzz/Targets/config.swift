import DuoLayoutCore

/// libFuzzer target: the config file (`SettingsFile.parse`), and what it writes
/// back (`SettingsFile.serialize`).
///
/// Checked: no trap; a file that parses writes text that parses to the same
/// settings and unknown keys, and writes the same text again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
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
  return 0
}
