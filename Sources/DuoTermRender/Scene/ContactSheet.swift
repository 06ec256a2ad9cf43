import DuoLayoutCore

/// A contact sheet: one pattern in every pose, each tile the lit display in its
/// bezel under a label (pose, window size, size classes), tiles laid out left to
/// right and wrapped to more rows to fit a width. Given environments (Split View,
/// text size, direction), every pose in each, each environment starting a row and
/// each tile labelled with it too; Split View is only on the inner display, so an
/// environment with one has no tile for a pose that lights the outer display.
///
/// ```swift
/// let sheet = ContactSheet.render(pattern: .feed, scaleOf: TerminalSize(columns: 80, rows: 24), width: 160)
/// ```
public enum ContactSheet {
  static let gap = 2

  /// One tile: `state`'s lit display under its label (pose, window size in the
  /// profile's unit, size classes); with `namesEnvironment`, a
  /// second line names the environment (`split=1/3,trailing text=accessibility-5 rtl`,
  /// or `default`).
  public static func tile(_ state: EmulatorState, namesEnvironment: Bool = false) -> CellGrid {
    let frame = Scene.render(state)
    guard let layout = SceneLayout(state: state) else { return frame }
    let bezel = layout.placement(state.litDisplay).bezel
    let env = state.environment
    let label =
      "\(state.pose.argument) · \(env.windowSize) \(state.profile.unit) · \(env.horizontalSizeClass.rawValue)/\(env.verticalSizeClass.rawValue)"
    let words = state.options.words.joined(separator: " ")
    let labels = [label] + (namesEnvironment ? [words.isEmpty ? "default" : words] : [])
    var tile = CellGrid(
      width: max(bezel.width, labels.map(TerminalWidth.of).max() ?? 0),
      height: bezel.height + labels.count)
    for (y, line) in labels.enumerated() {
      tile.write(line, x: 0, y: y, style: Style(isBold: y == 0))
    }
    tile.paste(frame.cropped(bezel), x: 0, y: labels.count)
    return tile
  }

  /// Every pose of `pattern` on `profile` in each of `environments`, drawn at the
  /// scale a terminal of `scaleOf` would use, laid out `width` columns wide.
  public static func render(
    pattern: PatternID, scaleOf terminal: TerminalSize, width: Int,
    profile: DeviceProfile = .iPhoneDuo, screen: ScreenFile? = nil,
    environments: [EnvironmentOptions] = [EnvironmentOptions()], viewport: Viewport? = nil
  ) -> CellGrid {
    let namesEnvironment = environments != [EnvironmentOptions()]
    let viewport = viewport ?? SceneFit.viewport(for: terminal, profile: profile)
    let rows = environments.map { options in
      profile.supportedPoses.compactMap { pose -> CellGrid? in
        let state = EmulatorState(
          profile: profile, pose: pose, viewport: viewport, pattern: pattern
        ).launched(Launch(options: options))
        guard options.splitView == nil || state.litDisplay == .inner else { return nil }
        return tile(screen.map(state.showing) ?? state, namesEnvironment: namesEnvironment)
      }
    }
    var placed: [(tile: CellGrid, x: Int, y: Int)] = []
    var x = 0
    var y = 0
    var rowHeight = 0
    for (column, tile) in rows.flatMap({ $0.enumerated() }) {
      // Each environment starts a row of its own.
      if x > 0 && (column == 0 || x + tile.width > width) {
        x = 0
        y += rowHeight + 1
        rowHeight = 0
      }
      placed.append((tile, x, y))
      x += tile.width + gap
      rowHeight = max(rowHeight, tile.height)
    }
    let sheetWidth = max(1, placed.map { $0.x + $0.tile.width }.max() ?? 1)
    var sheet = CellGrid(width: sheetWidth, height: y + rowHeight)
    for item in placed { sheet.paste(item.tile, x: item.x, y: item.y) }
    return sheet
  }

  /// One sheet per device, each under the device's name, stacked: the pattern in
  /// every pose of every device in `profiles`, all at one scale.
  public static func render(
    pattern: PatternID, scaleOf terminal: TerminalSize, width: Int, profiles: [DeviceProfile],
    screen: ScreenFile? = nil, environments: [EnvironmentOptions] = [EnvironmentOptions()]
  ) -> CellGrid {
    guard profiles.count > 1 else {
      return render(
        pattern: pattern, scaleOf: terminal, width: width, profile: profiles.first ?? .iPhoneDuo,
        screen: screen, environments: environments)
    }
    // Every device at one scale (`Comparison.oneScale`): their sizes compare.
    let viewports = Comparison.oneScale(
      profiles.map { SceneFit.viewport(for: terminal, profile: $0) })
    let sheets = zip(profiles, viewports).map { profile, viewport in
      (
        name: "\(profile.name) (\(profile.id))",
        sheet: render(
          pattern: pattern, scaleOf: terminal, width: width, profile: profile, screen: screen,
          environments: environments, viewport: viewport)
      )
    }
    let sheetWidth = sheets.map { max($0.sheet.width, TerminalWidth.of($0.name)) }.max() ?? 1
    let height = sheets.map { $0.sheet.height + 2 }.reduce(0, +)
    var stacked = CellGrid(width: sheetWidth, height: height)
    var y = 0
    for (name, sheet) in sheets {
      stacked.write(name, x: 0, y: y, style: Style(isBold: true, isUnderline: true))
      stacked.paste(sheet, x: 0, y: y + 1)
      y += sheet.height + 2
    }
    return stacked
  }
}
