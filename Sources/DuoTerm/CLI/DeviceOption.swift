import DuoLayoutCore

/// `--device NAME|FILE.json`: a profile by name (built in, or the person's own in
/// `$XDG_CONFIG_HOME/duoterm/devices/`), or a profile file.
enum DeviceOption {
  /// The profile `text` names. Throws a usage error naming the profiles there are,
  /// or the file's `FILE:LINE:COL` problem.
  static func resolve(_ text: String) throws(UsageError) -> DeviceProfile {
    try DeviceLibrary.resolve(text)
  }
}
