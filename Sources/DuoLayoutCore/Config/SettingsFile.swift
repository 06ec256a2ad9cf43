/// The config file's text, parsed and written here and nowhere else; the front only
/// reads and writes the bytes. One `key = value` a line; `#` starts a comment;
/// blank lines are fine. Keys it does not know are kept and written back, so a
/// newer duoterm's settings survive an older one.
///
/// The file is the person's: when a setting changes, `rewrite` changes only that
/// value's text in the file as it is, and every other byte stays (comments, blank
/// lines, spacing, unknown keys, CRLF line ends). A comment after a changed value
/// stays too, as a person editing the line by hand would leave it. `serialize`
/// writes a whole new file, for when there is none.
///
/// ```text
/// # duoterm settings
/// seating = face-to-face   # set by Ana
/// flash = off
/// ```
///
/// ```swift
/// let parsed = try SettingsFile.parse("seating = face-to-face\n")
/// parsed.settings.facing            // .faceToFace
/// SettingsFile.serialize(parsed)    // a new file, with every key
/// try SettingsFile.rewrite("seating = same-way  # Ana\n", with: parsed.settings)
/// // "seating = face-to-face  # Ana\n"
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
    try read(text).file
  }

  /// The file in `text`, and where the value of each known key it sets is.
  private static func read(_ text: String) throws(Problem) -> (
    file: SettingsFile, values: [String: Range<String.Index>]
  ) {
    var file = SettingsFile()
    var values: [String: Range<String.Index>] = [:]
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
        continue
      }
      values[key] = valueRange(in: content, length: value.unicodeScalars.count)
    }
    return (file, values)
  }

  /// Where the value is in a line's text before its comment, which has already
  /// read as a known key and one of its values (all ASCII): after the first `=`
  /// and the blanks after it, `length` scalars.
  private static func valueRange(in content: Substring, length: Int) -> Range<String.Index> {
    let scalars = content.unicodeScalars
    var start = scalars.firstIndex(of: "=").map(scalars.index(after:)) ?? scalars.endIndex
    while start < scalars.endIndex, [" ", "\t", "\r"].contains(scalars[start]) {
      start = scalars.index(after: start)
    }
    return start..<scalars.index(start, offsetBy: length)
  }

  /// The known keys and their values in `settings`, in the order a new file
  /// lists them.
  private static func entries(_ settings: SharedSettings) -> [Entry] {
    [
      Entry(key: seatingKey, value: settings.facing.rawValue),
      Entry(key: flashKey, value: settings.flash ? "on" : "off"),
    ]
  }

  /// The file's text: a comment, every known key, then the unknown ones kept.
  public static func serialize(_ file: SettingsFile) -> String {
    var lines = [
      "# duoterm settings: key = value, one a line. duoterm rewrites this file",
      "# when you change them in the app (F toggles the seating, V the flash).",
    ]
    lines += (entries(file.settings) + file.unknown).map { "\($0.key) = \($0.value)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text`, a config file as it is, saying `settings`. Only the value of a key
  /// whose setting changed is replaced; every other byte is kept, a comment after
  /// the value included. A key the file does not set is added at its end, in the
  /// file's own line ends, when its setting is not the default the file already
  /// means by leaving it out. Throws as `parse` does for a file that is not a
  /// config file (which must then be left alone).
  public static func rewrite(_ text: String, with settings: SharedSettings) throws(Problem)
    -> String
  {
    let (file, places) = try read(text)
    let defaults = entries(SharedSettings())
    var replaced: [(range: Range<String.Index>, value: String)] = []
    var added: [Entry] = []
    for (index, (wanted, now)) in zip(entries(settings), entries(file.settings)).enumerated()
    where wanted != now {
      if let range = places[wanted.key] {
        replaced.append((range, wanted.value))
      } else if wanted != defaults[index] {
        added.append(wanted)
      }
    }
    var result = String.UnicodeScalarView()
    var rest = text.startIndex
    for (range, value) in replaced.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      result += text.unicodeScalars[rest..<range.lowerBound]
      result += value.unicodeScalars
      rest = range.upperBound
    }
    result += text.unicodeScalars[rest...]
    guard !added.isEmpty else { return String(result) }
    let lineEnd = text.contains("\r\n") ? "\r\n" : "\n"
    var tail = result.last == nil || result.last == "\n" ? "" : lineEnd
    for entry in added { tail += "\(entry.key) = \(entry.value)" + lineEnd }
    return String(result) + tail
  }
}
