import DuoLayoutCore

/// Where the two displays go in a terminal: outer on the left, inner on the right,
/// the lit one at its scale and the dark one at its own (`SceneFit`), centred,
/// with the hinge's side view between them where there are columns to spare, and
/// the status line on the last row. The rows the phone leaves go to a tour's
/// caption first (never over the phone), then to the keys on screen
/// (`KeyOverlay`), then to the hinge's side view under the phone (the overlay's
/// legend takes what is left).
///
/// ```swift
/// let layout = SceneLayout(state: EmulatorState(pose: .open))
/// layout?.placement(.inner).window.width  // 119 at 200 × 50
/// ```
public struct SceneLayout: Hashable, Sendable {
  /// The outer display, on the left.
  public var outer: DisplayPlacement
  /// The inner display, to the right of the outer one.
  public var inner: DisplayPlacement
  /// The terminal's last row, where the status line goes.
  public var statusRow: Int
  /// Points per column of the lit display.
  public var scale: Double
  /// Points per column of the display that is off (never finer than `scale`).
  public var darkScale: Double
  /// The display the pattern is drawn on.
  public var lit: Display
  /// Where the hinge's side view goes (`HingeView`), if anywhere.
  public var hinge: CellRect?
  /// The band under the phone for a tour's caption, if there is one and a row for it.
  public var caption: CellRect?
  /// The row under the caption for the keys on screen, while they are on and
  /// there is a row for them.
  public var keys: CellRect?
  /// The row of pose buttons (`PoseBar`), when asked for and there is room.
  public var poseBar: CellRect?
  /// Split View's windows on the lit inner display, or nil when the app has it whole.
  public var split: SplitLayout?

  /// Where the app is drawn: the lit display's window, or in Split View the app's
  /// window alone (its own points from its own top left).
  public var app: DisplayPlacement {
    let whole = placement(lit)
    return split.map { whole.narrowed(to: $0.app) } ?? whole
  }

  /// The layout for `state`, or nil when the terminal is too small.
  public init?(state: EmulatorState) {
    let lit = state.shownDisplay
    guard let metrics = state.metrics(display: lit) else { return nil }
    self.init(
      terminal: state.terminal, profile: state.profile, isRotated: state.device.isRotated,
      lit: lit, scale: metrics.columnWidth,
      captionRows: state.caption.map { Self.captionLines($0, width: state.terminal.columns).count }
        ?? 0, keyRows: state.keyOverlay.isOn ? 1 : 0,
      poseBarWidth: state.showsPoseBar ? PoseBar.width(state) : nil)
    split = state.splitLayout
  }

  /// What `init?(state:)` reads of a state: a front keeps the layout while they
  /// stay the same (`ShownFrame`), so a key or a glide's frame does not lay the
  /// scene out again; a new size, device, grip, lit display, scale, caption, pose
  /// bar or Split View does.
  struct Inputs: Equatable, Sendable {
    var terminal: TerminalSize
    var profile: DeviceProfile
    var isRotated: Bool
    var lit: Display
    var scale: Double?
    var caption: String?
    var keys: Bool
    /// The pose, while the pose bar is asked for: its buttons' words follow it.
    var poseBar: Pose?
    var split: SplitView?
    var direction: LayoutDirection

    init(_ state: EmulatorState) {
      terminal = state.terminal
      profile = state.profile
      isRotated = state.device.isRotated
      lit = state.shownDisplay
      scale = state.metrics(display: lit)?.columnWidth
      caption = state.caption
      keys = state.keyOverlay.isOn
      poseBar = state.showsPoseBar ? state.pose : nil
      split = lit == .inner ? state.shownEnvironment.splitView : nil
      direction = state.layoutDirection
    }
  }

  /// The caption's lines in a terminal `width` columns wide: a column kept clear
  /// at each side.
  public static func captionLines(_ caption: String, width: Int) -> [String] {
    TextWrap.lines(caption.visible, width: max(1, width - 2))
  }

  /// The layout with `lit` at `scale`, whether it fits or not; `init?(state:)` passes
  /// the scale `SceneFit` found. The dark display takes the finest scale that fits
  /// beside it (`scale` itself when none does). `captionRows` rows under the phone
  /// go to a caption, as many as are spare, then `keyRows` to the keys.
  public init(
    terminal: TerminalSize, profile: DeviceProfile, isRotated: Bool, lit: Display = .inner,
    scale: Double, captionRows: Int = 0, keyRows: Int = 0, poseBarWidth: Int? = nil
  ) {
    let windows = SceneWindows(profile: profile, isRotated: isRotated, lit: lit)
    // The dark display's finest scale that leaves room for the hinge's side view
    // (as small as `SceneFit.smallestDarkScale` for it), else the finest that fits.
    func finestDark(_ rooms: [TerminalSize]) -> Double? {
      windows.finestDarkScale(
        litScale: scale, from: scale, through: SceneFit.smallestDarkScale, rooms: rooms)
    }
    let darkScale =
      finestDark([
        TerminalSize(columns: terminal.columns - HingeView.width - 2, rows: terminal.rows),
        TerminalSize(columns: terminal.columns, rows: terminal.rows - HingeView.height),
      ]) ?? finestDark([terminal]) ?? scale
    let need = windows.needed(litScale: scale, darkScale: darkScale)
    let bezel = SceneFit.bezel
    let spareColumns = terminal.columns - need.columns
    let captionShown = max(0, min(captionRows, terminal.rows - need.rows))
    let keysShown = max(0, min(keyRows, terminal.rows - need.rows - captionShown))
    let spareRows = terminal.rows - need.rows - captionShown - keysShown
    // The hinge between the displays when columns are spare, else under them.
    let beside = spareColumns >= HingeView.width + 2
    let below = !beside && spareRows >= HingeView.height
    let gap = SceneFit.gap + (beside ? HingeView.width + 2 : 0)
    let blockWidth = need.columns + gap - SceneFit.gap
    let left = max(0, (terminal.columns - blockWidth) / 2)
    let blockHeight = need.rows - SceneFit.statusRows
    let under = below ? HingeView.height : 0
    let bar = poseBarWidth.map { $0 <= terminal.columns && spareRows - under >= 1 } ?? false
    let top = max(
      0,
      (terminal.rows - SceneFit.statusRows - captionShown - keysShown - blockHeight - under
        - (bar ? 1 : 0)) / 2)
    func place(_ display: Display, x: Int) -> DisplayPlacement {
      let size = windows.size(display)
      let displayScale = display == lit ? scale : darkScale
      let columns = SceneFit.columns(size.width, scale: displayScale)
      let rows = SceneFit.rows(size.height, scale: displayScale)
      let y = top + (blockHeight - rows - 2 * bezel) / 2
      let window = CellRect(x: x + bezel, y: y + bezel, width: columns, height: rows)
      return DisplayPlacement(
        display: display, windowSize: size,
        bezel: CellRect(x: x, y: y, width: columns + 2 * bezel, height: rows + 2 * bezel),
        window: window, raster: Raster(scale: displayScale, originX: window.x, originY: window.y))
    }
    outer = place(.outer, x: left)
    inner = place(.inner, x: outer.bezel.maxX + gap)
    let between = outer.bezel.maxX + (gap - HingeView.width) / 2
    if beside {
      let rows = HingeView.height + HingeView.captionRows
      hinge = CellRect(
        x: between, y: top + (blockHeight - rows) / 2, width: HingeView.width, height: rows)
    } else if below {
      // The angle beside the drawing: under the phone the rows are the scarce ones.
      let x = max(0, min(between, terminal.columns - HingeView.width - HingeView.captionColumns))
      hinge = CellRect(
        x: x, y: top + blockHeight,
        width: min(terminal.columns - x, HingeView.width + HingeView.captionColumns),
        height: HingeView.height)
    } else {
      hinge = nil
    }
    caption =
      captionShown > 0
      ? CellRect(x: 0, y: top + blockHeight + under, width: terminal.columns, height: captionShown)
      : nil
    keys =
      keysShown > 0
      ? CellRect(
        x: 0, y: top + blockHeight + under + captionShown, width: terminal.columns, height: 1)
      : nil
    poseBar =
      bar
      ? CellRect(
        x: 0, y: top + blockHeight + under + captionShown + keysShown, width: terminal.columns,
        height: 1)
      : nil
    statusRow = terminal.rows - 1
    self.scale = scale
    self.darkScale = darkScale
    self.lit = lit
  }

  /// The placement of `display`, outer or inner.
  public func placement(_ display: Display) -> DisplayPlacement {
    display == .outer ? outer : inner
  }
}
