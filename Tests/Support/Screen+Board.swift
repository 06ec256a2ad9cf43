/// Reading the shared screen's game of four in a row.
extension Screen {
  /// The board rows on the screen, top to bottom (left to right on one line): each
  /// the seven slots between the board's edges, `·`, `●` or `◆` (a slot may be
  /// more than one cell wide: the board is sized to its half).
  public static func boardRows(_ screen: String) -> [String] {
    var rows: [String] = []
    for line in screen.split(separator: "\n") {
      let parts = line.split(separator: "│", omittingEmptySubsequences: false)
      for part in parts.dropFirst().dropLast() {
        let slots = part.filter { $0 != " " }
        if slots.count == 7, slots.allSatisfy({ "·●◆".contains($0) }), part.hasPrefix(" ") {
          rows.append(String(slots))
        }
      }
    }
    return rows
  }

  /// The columns of the `▼` cursors on the screen, top half first.
  public static func cursors(_ screen: String) -> [Int] {
    screen.split(separator: "\n").compactMap { line in
      line.firstIndex(of: "▼").map { line.distance(from: line.startIndex, to: $0) }
    }
  }

  /// How many discs `rows` hold.
  public static func discs(_ rows: [String]) -> Int {
    rows.joined().filter { $0 == "●" || $0 == "◆" }.count
  }
}
