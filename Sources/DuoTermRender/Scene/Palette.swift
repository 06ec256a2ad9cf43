import DuoLayoutCore

/// Every style the scene uses, in one place, so the look can change in one file.
public enum Palette {
  public static let litBezel = Style(foreground: .white, isBold: true)
  public static let darkBezel = Style(isDim: true)
  public static let darkDisplay = Style(foreground: .black, background: .black, isDim: true)
  public static let darkLabel = Style(isDim: true)
  public static let statusLine = Style(foreground: .black, background: .white)
  public static let foldInactive = Style(foreground: .blue, isDim: true)
  public static let foldActive = Style(foreground: .black, background: .yellow)
  public static let occlusion = Style(foreground: .white, isDim: true)
  public static let bar = Style(foreground: .white, background: .blue)
  public static let control = Style(foreground: .black, background: .cyan)
  public static let field = Style(foreground: .black, background: .white)
  public static let fieldPlaceholder = Style(foreground: .black, background: .white, isDim: true)
  public static let box = Style(foreground: .cyan)
  public static let decoration = Style(isDim: true)
  public static let overlayRegion = Style(foreground: .magenta, isBold: true)
  public static let overlaySafeArea = Style(foreground: .green)
  public static let overlayLegend = Style(foreground: .white, background: .magenta)
  public static let overlayAlert = Style(foreground: .white, background: .red, isBold: true)
  public static let help = Style(foreground: .white, background: .blue)
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
    case .alert:
      style.foreground = .white
      style.background = .red
      style.isBold = true
    }
  }
}
