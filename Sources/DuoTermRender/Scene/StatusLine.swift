import DuoLayoutCore

/// The status line: pose, hinge, window size in pt, size classes and pattern, then
/// the two keys a newcomer needs.
///
/// ```swift
/// StatusLine.text(for: EmulatorState(pose: .open))
/// // " open │ hinge 180° fully open │ 951×669 pt │ w regular · h regular │ inspector │ F1 help · F10 quit"
/// ```
public enum StatusLine {
  public static func text(for state: EmulatorState) -> String {
    let env = state.shownEnvironment
    let device = state.device
    var parts = [
      " \(state.pose.argument)",
      "hinge \(device.hingeAngle.pointText)° \(device.hingeStatus(state.profile).rawValue)",
      "\(env.windowSize) pt",
      "w \(env.horizontalSizeClass.rawValue) · h \(env.verticalSizeClass.rawValue)",
      state.pattern.argument,
    ]
    if let step = state.currentStep {
      parts.append("timeline: \(step.label), usable \(env.safeBounds.size.width.pointText) pt")
    }
    if state.motion.reduceMotion { parts.append("reduce motion") }
    if state.motion.faithfulTimeline && state.currentStep == nil {
      parts.append("faithful timeline")
    }
    if let notice = state.notice { parts.insert(" \(notice)", at: 0) }
    parts.append("F1 help · F10 quit")
    return parts.joined(separator: " │ ")
  }

  /// Paints the status line on `row`, full width.
  public static func paint(_ state: EmulatorState, row: Int, on canvas: inout Canvas) {
    let line = CellRect(x: 0, y: row, width: canvas.grid.width, height: 1)
    canvas.fill(line, style: Palette.statusLine)
    canvas.write(text(for: state), x: 0, y: row, style: Palette.statusLine)
  }
}
