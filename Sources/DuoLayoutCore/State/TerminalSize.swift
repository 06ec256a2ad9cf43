/// The terminal's size in character cells.
///
/// ```swift
/// TerminalSize(argument: "200x50")  // 200 columns, 50 rows
/// ```
public struct TerminalSize: Hashable, Sendable, Codable, CustomStringConvertible {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// 200 × 50, the size the headless commands draw at unless told.
  public static let standard = TerminalSize(columns: 200, rows: 50)

  /// The largest side `init(argument:)` takes: wider than any screen, and small
  /// enough that a frame of `maxSide` × `maxSide` cells draws in a fraction of a second.
  public static let maxSide = 1000

  /// Parses `WxH` (`200x50`); nil for anything else or a side outside 1...`maxSide`.
  public init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let sides = 1...Self.maxSide
    guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }),
      let w = Int(parts[0]), let h = Int(parts[1]), sides.contains(w), sides.contains(h)
    else { return nil }
    self.init(columns: w, rows: h)
  }

  /// `200×50`
  public var description: String { "\(columns)×\(rows)" }

  /// The size as the command line writes it: `200x50`.
  public var argument: String { "\(columns)x\(rows)" }
}
