import DuoLayoutCore

/// `--device NAME|FILE.json`: a built-in profile by name, or a profile file.
enum DeviceOption {
  /// The profile `text` names. Throws a usage error naming the profiles there are.
  static func resolve(_ text: String) throws(UsageError) -> DeviceProfile {
    if let profile = DeviceRegistry.standard.profile(named: text) { return profile }
    throw UsageError(
      "unknown device '\(text)'; devices: \(DeviceRegistry.standard.names.joined(separator: ", "))"
        + " (or a profile file, FILE.json)")
  }
}
