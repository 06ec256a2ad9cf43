import Foundation

/// Reading a captured pane the way a person would.
public enum Screen {
  /// The status line: the row that starts with the pose and goes on with the
  /// hinge, the device and the window size (` open │ hinge 180° flat · fold inactive │
  /// iPhone Duo │ 951×669 pt │ …`, or in a narrow terminal ` open │ 180° flat │
  /// iPhone Duo │ 951×669 pt │ …`).
  public static func statusLine(_ screen: String) -> String? {
    screen.split(separator: "\n").first(where: isStatusLine).map(String.init)
  }

  /// The row the status line is on, counted from 0 at the top.
  public static func statusRow(_ screen: String) -> Int? {
    screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(
      where: isStatusLine)
  }

  /// True for the status line, full or compact: a hinge angle field, a whole one
  /// (then the device, the window size in pt or dp, … as room allows).
  private static func isStatusLine(_ row: Substring) -> Bool {
    row.contains(/│ (hinge )?[\d.]+° [^│]*│/)
  }

  /// The status line's fields, trimmed: pose, hinge, size, size classes, pattern, …
  public static func statusFields(_ screen: String) -> [String] {
    guard let line = statusLine(screen) else { return [] }
    return line.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The pose the status line names (a notice may come before it).
  public static func pose(_ screen: String) -> String? {
    let poses: Set = ["closed", "closed-landscape", "open", "open-tall", "book", "tabletop"]
    return statusFields(screen).first(where: poses.contains)
  }

  /// True when a row of the lit display starts with `text` after its bezel and the
  /// layout margin: what the closed phone's reply field holds.
  public static func fieldReads(_ screen: String, _ text: String) -> Bool {
    screen.split(separator: "\n").contains { line in
      guard let bezel = line.firstIndex(of: "║") else { return false }
      let rest = line[line.index(after: bezel)...].drop { $0 == " " }
      return rest.hasPrefix(text) && !rest.dropFirst(text.count).hasPrefix(">")
    }
  }

  /// The screen's words joined by single spaces, so a message wrapped over two
  /// rows reads as one.
  public static func words(_ screen: String) -> String {
    screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// The columns `line` takes in a terminal: wide East Asian characters and
  /// emoji take two, combining marks and joiners none, everything else (box
  /// drawing, blocks, Latin, symbols) one. Measured here, apart from the
  /// renderer's own width table, so the two can disagree.
  public static func displayWidth(_ line: String) -> Int {
    line.reduce(0) { $0 + width(of: $1) }
  }

  private static func width(of character: Character) -> Int {
    let scalars = Array(character.unicodeScalars)
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
    if wide.contains(where: { $0.contains(first.value) }) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }
}
