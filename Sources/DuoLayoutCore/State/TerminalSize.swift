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

  /// Parses `WxH` (`200x50`); nil for anything else or a size below 1 × 1.
  public init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1,
      w <= 10_000, h <= 10_000
    else { return nil }
    self.init(columns: w, rows: h)
  }

  /// `200×50`
  public var description: String { "\(columns)×\(rows)" }
}
