import DuoLayoutCore

/// Every style the scene uses, in one place, so the look can change in one file.
/// On the terminal's own background a glyph takes the terminal's own foreground or
/// a hue, never white or black: xterm's default background is white, many are black.
public enum Palette {
  /// The lit display's frame, drawn heavy and titled `· lit`.
  public static let litBezel = Style(isBold: true)
  /// The frame of the display that is off.
  public static let darkBezel = Style(isDim: true)
  /// The glass of the display that is off.
  public static let darkDisplay = Style(foreground: .black, background: .black, isDim: true)
  /// The `(dark)` label in the middle of the display that is off.
  public static let darkLabel = Style(isDim: true)
  /// The status line, across the terminal's last row.
  public static let statusLine = Style(foreground: .black, background: .white)
  /// A notice on the status line, by how much it matters: information as the line
  /// itself, a warning on yellow, an error on red (bold, so it reads without colour).
  public static func notice(_ level: Notice.Level) -> Style {
    switch level {
    case .info: statusLine
    case .warning: Style(foreground: .black, background: .yellow, isBold: true)
    case .error: Style(foreground: .white, background: .red, isBold: true)
    }
  }
  /// The fold while inactive (flat): a dotted line, ┊ or ┈, over continuous glass.
  public static let foldInactive = Style(foreground: .blue, isDim: true)
  /// The fold while active (partly folded): a ░ band that controls keep clear of.
  public static let foldActive = Style(foreground: .black, background: .yellow)
  /// An active occlusion on the lit display (the status bar), filled with ▓.
  public static let occlusion = Style(isDim: true)
  /// Split View's divider between the app and the other one.
  public static let splitDivider = Style(isBold: true)
  /// A toolbar's background.
  public static let bar = Style(foreground: .white, background: .blue)
  /// A button or bar item.
  public static let control = Style(foreground: .black, background: .cyan)
  /// A text field and its text.
  public static let field = Style(foreground: .black, background: .white)
  /// A field's placeholder, shown while it is empty and has no focus.
  public static let fieldPlaceholder = Style(foreground: .black, background: .white, isDim: true)
  /// The outline of a boxed container (a card, a half); heavy when selected.
  public static let box = Style(foreground: .cyan)
  /// Seams and rules: lines and fills with no meaning of their own.
  public static let decoration = Style(isDim: true)
  /// Region overlay: each reserved region's outline and its tag.
  public static let overlayRegion = Style(foreground: .magenta, isBold: true)
  /// Region overlay: the safe area's outline, and the audit line while the fold is clear.
  public static let overlaySafeArea = Style(foreground: .green)
  /// Region overlay: the legend panel listing the regions and the safe area.
  public static let overlayLegend = Style(foreground: .white, background: .magenta)
  /// Region overlay: a control in the fold, and the audit line that names it.
  public static let overlayAlert = Style(foreground: .white, background: .red, isBold: true)
  /// A button of the pose bar under the phone.
  public static let poseButton = Style(foreground: .cyan, isBold: true)
  /// A tour's caption, in its band under the phone.
  public static let caption = Style(foreground: .black, background: .yellow, isBold: true)
  /// A key cap of the keys on screen, in their row under the phone.
  public static let keyCap = Style(foreground: .black, background: .white, isBold: true)
  /// The hinge's side view between the displays.
  public static let hinge = Style(foreground: .yellow, isBold: true)
  /// The angle written under the hinge's side view.
  public static let hingeCaption = Style(isDim: true)
  /// The help overlay's panel and what each key does.
  public static let help = Style(foreground: .white, background: .blue)
  /// The help overlay's border and title, the keys, section headings and the scroll line.
  public static let helpTitle = Style(foreground: .yellow, background: .blue, isBold: true)

  /// True when a container with this emphasis paints its whole area (a selected
  /// card, a flashing half); a fading node only dims what it holds.
  public static func fillsBackground(_ emphasis: Emphasis) -> Bool {
    emphasis != .normal && emphasis != .fading
  }

  /// How emphasis changes a style.
  public static func apply(_ emphasis: Emphasis, to style: inout Style) {
    switch emphasis {
    case .normal: break
    case .selected: style.isReverse.toggle()
    case .focused: style.isBold = true
    case .heading: style.isBold = true
    case .muted: style.isDim = true
    case .dimmed, .fading: style.isDim = true
    case .flash: style.isReverse = true
    // Both seats bold: neither player's discs fainter than the other's.
    case .firstSeat:
      style.foreground = .red
      style.isBold = true
    case .secondSeat:
      style.foreground = .yellow
      style.isBold = true
    case .alert:
      style.foreground = .white
      style.background = .red
      style.isBold = true
    }
  }
}
