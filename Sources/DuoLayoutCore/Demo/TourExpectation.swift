/// What a tour's `expect` line asks of the screen at that point: a tour is then
/// a designer's acceptance test for their app file (`duoterm demo --check`).
///
/// ```text
/// expect "Reply to Sam"      the text is on screen
/// expect no "Sent"           it is not
/// expect pose book           the phone's pose
/// expect pattern feed        the pattern shown
/// expect focus reply         the focused node's ID (or its last part), or none
/// expect audit clean         the rules at level error find nothing on the screen shown
/// ```
public enum TourExpectation: Hashable, Sendable {
  case text(String)
  case noText(String)
  case pose(Pose)
  case pattern(PatternID)
  case focus(String)
  case auditClean

  /// What was expected, for `FILE:LINE: expected … — saw …`.
  public var expected: String {
    switch self {
    case .text(let text): "\"\(text)\" on screen"
    case .noText(let text): "no \"\(text)\" on screen"
    case .pose(let pose): "pose \(pose.argument)"
    case .pattern(let pattern): "pattern \(pattern.argument)"
    case .focus(let id): "focus on \(id)"
    case .auditClean: "the audit clean"
    }
  }
}
