import DuoLayoutCore

/// What a terminal below the smallest usable size shows instead of the phone.
public enum TooSmallScreen {
  /// `terminal too small: need 65×17, have 40×12`; `break` goes between the two
  /// sizes (a line break where one line is too wide).
  public static func message(
    need: TerminalSize, have: TerminalSize, break: String = " "
  ) -> String {
    "terminal too small: need \(need),\(`break`)have \(have)"
  }

  /// The whole frame in place of the phone: the size needed and the size there is,
  /// centred, and how to quit.
  public static func render(_ state: EmulatorState) -> CellGrid {
    let need = SceneFit.minimumSize(
      profile: state.profile, isRotated: state.device.isRotated,
      lit: state.device.litDisplay(state.profile))
    var canvas = Canvas(grid: CellGrid(width: state.terminal.columns, height: state.terminal.rows))
    // Too narrow for one line: break after the comma, so "need W×H" and "have w×h"
    // each stay whole instead of wrapping between "have" and the size.
    // (Built again rather than split: `split(separator:)` with a string argument
    // would link the regex libraries, 0.8 MB of code, into `duoterm` for this line.)
    var text = message(need: need, have: state.terminal)
    if TerminalWidth.of(text) > state.terminal.columns {
      text = message(need: need, have: state.terminal, break: "\n")
    }
    // The pose needs `need`; say too what fits every pose, so a rotation at the
    // edge does not come as a surprise.
    let all = SceneFit.minimumSizeForEveryPose(profile: state.profile)
    if all != need { text += "\n(\(all) fits every pose)" }
    let lines = TextWrap.lines(text + "\nF10 or Ctrl-C quits", width: state.terminal.columns)
    let top = max(0, (state.terminal.rows - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (state.terminal.columns - TerminalWidth.of(line)) / 2)
      canvas.write(line, x: x, y: top + index, style: Style(isBold: index == 0))
    }
    return canvas.grid
  }
}
