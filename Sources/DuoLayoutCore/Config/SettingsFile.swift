/// The config file's text, parsed and written here and nowhere else; the front only
/// reads and writes the bytes. One `key = value` a line; `#` starts a comment;
/// blank lines are fine. Keys it does not know are kept and written back, so a
/// newer duoterm's settings survive an older one.
///
/// ```text
/// # duoterm settings
/// seating = face-to-face
/// flash = off
/// ```
///
/// ```swift
/// let parsed = try SettingsFile.parse("seating = face-to-face\n")
/// parsed.settings.facing            // .faceToFace
/// SettingsFile.serialize(parsed)    // the text again, with every key
/// ```
public struct SettingsFile: Hashable, Sendable {
  /// The seating and the flash, the two keys this version knows.
  public var settings: SharedSettings
  /// Entries with keys this version does not know, in file order.
  public var unknown: [Entry]

  public struct Entry: Hashable, Sendable {
    public var key: String
    public var value: String
  }

  /// Why a file is not a config file: the line (1-based) and what is wrong with it.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  public init(settings: SharedSettings = SharedSettings(), unknown: [Entry] = []) {
    self.settings = settings
    self.unknown = unknown
  }

  static let seatingKey = "seating"
  static let flashKey = "flash"

  /// Reads `text`. Throws for a line that is not `key = value`, a key given twice,
  /// or a value a known key does not take.
  public static func parse(_ text: String) throws(Problem) -> SettingsFile {
    var file = SettingsFile()
    var seen: Set<String> = []
    // A line ends at LF or CRLF (one character in Swift, so not split at "\n").
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let line = content.trimmingBlanks
      if line.isEmpty { continue }
      guard let equals = line.firstIndex(of: "=") else {
        throw Problem(line: number, reason: "expected 'key = value', found '\(line)'")
      }
      let key = line[..<equals].trimmingBlanks
      let value = line[line.index(after: equals)...].trimmingBlanks
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
      else {
        throw Problem(line: number, reason: "'\(key)' is not a key")
      }
      guard seen.insert(key).inserted else {
        throw Problem(line: number, reason: "'\(key)' is set twice")
      }
      switch key {
      case seatingKey:
        guard let facing = Facing(rawValue: value) else {
          throw Problem(
            line: number, reason: "seating is '\(value)' (same-way or face-to-face)")
        }
        file.settings.facing = facing
      case flashKey:
        switch value {
        case "on": file.settings.flash = true
        case "off": file.settings.flash = false
        default: throw Problem(line: number, reason: "flash is '\(value)' (on or off)")
        }
      default:
        file.unknown.append(Entry(key: key, value: value))
      }
    }
    return file
  }

  /// The file's text: a comment, every known key, then the unknown ones kept.
  public static func serialize(_ file: SettingsFile) -> String {
    var lines = [
      "# duoterm settings: key = value, one a line. duoterm rewrites this file",
      "# when you change them in the app (F toggles the seating, V the flash).",
      "\(seatingKey) = \(file.settings.facing.rawValue)",
      "\(flashKey) = \(file.settings.flash ? "on" : "off")",
    ]
    lines += file.unknown.map { "\($0.key) = \($0.value)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
