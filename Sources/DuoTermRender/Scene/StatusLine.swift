import DuoLayoutCore

/// The status line: pose, hinge, window size in pt, size classes and pattern, then
/// the two keys a newcomer needs. When the full line does not fit the terminal, a
/// compact one says the same in fewer columns.
///
/// ```swift
/// StatusLine.text(for: EmulatorState(pose: .open))
/// // " open │ hinge 180° fully open │ 951×669 pt │ w regular · h regular │ list-detail │ F1 help · F10 quit"
/// StatusLine.text(for: EmulatorState(pose: .open), width: 80)
/// // " open │ 180° │ 951×669 pt │ regular/regular │ list-detail │ F1 help"
/// ```
public enum StatusLine {
  /// The full line when it fits in `width` columns, else the compact one.
  public static func text(for state: EmulatorState, width: Int = .max) -> String {
    let full = line(state, compact: false)
    return TerminalWidth.of(full) <= width ? full : line(state, compact: true)
  }

  private static func line(_ state: EmulatorState, compact: Bool) -> String {
    let env = state.shownEnvironment
    let device = state.device
    let hinge =
      compact
      ? "\(device.hingeAngle.pointText)°"
      : "hinge \(device.hingeAngle.pointText)° \(device.hingeStatus(state.profile).rawValue)"
    let classes =
      compact
      ? "\(env.horizontalSizeClass.rawValue)/\(env.verticalSizeClass.rawValue)"
      : "w \(env.horizontalSizeClass.rawValue) · h \(env.verticalSizeClass.rawValue)"
    var parts = [
      " \(state.pose.argument)", hinge, "\(env.windowSize) pt", classes, state.pattern.argument,
    ]
    if let step = state.currentStep {
      parts.append(
        compact
          ? "usable \(env.safeBounds.size.width.pointText)"
          : "timeline: \(step.label), usable \(env.safeBounds.size.width.pointText) pt")
    }
    if state.motion.reduceMotion { parts.append(compact ? "no motion" : "reduce motion") }
    if state.motion.faithfulTimeline && state.currentStep == nil {
      parts.append(compact ? "faithful" : "faithful timeline")
    }
    // A notice may quote a file or an argument: its control characters are shown
    // as on standard error (`\e`), not drawn as dots.
    if let notice = state.notice { parts.insert(" \(notice.visible)", at: 0) }
    parts.append(compact ? "F1 help" : "F1 help · F10 quit")
    return parts.joined(separator: " │ ")
  }

  /// Paints the status line on `row`, full width.
  public static func paint(_ state: EmulatorState, row: Int, on canvas: inout Canvas) {
    let line = CellRect(x: 0, y: row, width: canvas.grid.width, height: 1)
    canvas.fill(line, style: Palette.statusLine)
    canvas.write(
      text(for: state, width: canvas.grid.width), x: 0, y: row, style: Palette.statusLine)
  }
}
