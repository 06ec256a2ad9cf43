/// Reading the frames of an animation.
extension Screen {
  /// How many rows of `frame` match neither `before` nor `after` row for row: a
  /// frame in between two layouts has several; a capture taken while a terminal
  /// is still receiving one frame mixes the two by rows, with at most one row cut.
  public static func rowsBetween(_ frame: String, _ before: String, _ after: String) -> Int {
    func rows(_ screen: String) -> [Substring] {
      screen.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let (b, a) = (rows(before), rows(after))
    return rows(frame).enumerated().count { index, row in
      (index >= b.count || row != b[index]) && (index >= a.count || row != a[index])
    }
  }

  /// True for a status line that shows a step of the faithful timeline at one of
  /// the widths in between (the closed display's, then the open one's).
  public static func showsTimelineStep(_ status: String) -> Bool {
    status.contains("timeline:")
      && (status.contains("usable 466 pt") || status.contains("usable 951"))
  }
}
