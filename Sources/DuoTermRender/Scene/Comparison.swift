import DuoLayoutCore

/// Several phones side by side in one terminal (`duoterm --compare A,B`): the
/// terminal split into equal columns, one a phone, a blank column between them.
/// Each phone is a whole scene of its own (its bezels, its caption, its status
/// line naming its device) and every phone is drawn at one scale, the coarsest
/// any of them needs in its column, so their sizes compare as they are.
///
/// ```swift
/// let size = TerminalSize(columns: 240, rows: 50)
/// let views = Comparison.viewports(for: size, profiles: [.iPhoneDuo, pixel])
/// let states = zip([DeviceProfile.iPhoneDuo, pixel], views).map {
///   EmulatorState(profile: $0, pose: .open, viewport: $1)
/// }
/// print(Comparison.render(states, terminal: size).text)
/// ```
public enum Comparison {
  /// Phones a comparison shows: two or three.
  public static let phones = 2...3
  /// Blank columns between two phones.
  public static let gap = 1

  /// The columns of each phone's part of `terminal`, left to right.
  public static func columns(_ terminal: TerminalSize, count: Int) -> [CellRect] {
    let width = max(0, (terminal.columns - gap * (count - 1)) / max(1, count))
    return (0..<count).map {
      CellRect(x: $0 * (width + gap), y: 0, width: width, height: terminal.rows)
    }
  }

  /// Each phone's viewport (its column of `terminal`), at one scale: for each
  /// display held each way, the coarsest any phone needs there.
  public static func viewports(
    for terminal: TerminalSize, profiles: [DeviceProfile], captionRows: Int = 0
  ) -> [Viewport] {
    let part =
      columns(terminal, count: profiles.count).first.map {
        TerminalSize(columns: $0.width, rows: $0.height)
      } ?? terminal
    return oneScale(
      profiles.map { SceneFit.viewport(for: part, profile: $0, captionRows: captionRows) })
  }

  /// `viewports` at one scale: for each display held each way, the coarsest any
  /// of them has there, so phones drawn with them compare at their true sizes
  /// (a comparison, a contact sheet of several devices).
  public static func oneScale(_ viewports: [Viewport]) -> [Viewport] {
    var viewports = viewports
    let keys = Set(viewports.flatMap(\.scales.keys))
    for key in keys {
      let scales = viewports.compactMap { $0.scales[key] }
      guard scales.count == viewports.count,
        let coarsest = scales.map(\.columnWidth).max()
      else { continue }
      for index in viewports.indices {
        viewports[index].scales[key] = TextMetrics(columnWidth: coarsest)
      }
    }
    return viewports
  }

  /// The smallest terminal that shows `profiles` side by side in every pose.
  public static func minimumSize(profiles: [DeviceProfile]) -> TerminalSize {
    let each = profiles.map { SceneFit.minimumSizeForEveryPose(profile: $0) }
    let widest = each.map(\.columns).max() ?? 0
    return TerminalSize(
      columns: widest * profiles.count + gap * (profiles.count - 1),
      rows: each.map(\.rows).max() ?? 0)
  }

  /// The first two or three of `profiles` that fit side by side in `terminal`
  /// (`--compare all`); fewer than two when not even two fit.
  public static func fitting(_ profiles: [DeviceProfile], in terminal: TerminalSize)
    -> [DeviceProfile]
  {
    var chosen: [DeviceProfile] = []
    for profile in profiles where chosen.count < phones.upperBound {
      let size = minimumSize(profiles: chosen + [profile])
      if size.columns <= terminal.columns && size.rows <= terminal.rows {
        chosen.append(profile)
      }
    }
    return chosen
  }

  /// The frame: each state's scene in its column, or, when the terminal is too
  /// small for them all, what size fits. A still shows each phone's status line
  /// under it; with a `focus` (the phone under the pointer or last clicked), one status
  /// line across the terminal speaks for that phone, named first, with room for
  /// what it says in full.
  ///
  /// ```swift
  /// Comparison.render(states, terminal: size, focus: 1)  // the status line: " Pixel 9 Pro Fold (phone 2 of 2 …"
  /// ```
  public static func render(
    _ states: [EmulatorState], terminal: TerminalSize, focus: Int? = nil
  ) -> CellGrid {
    var canvas = Canvas(grid: CellGrid(width: terminal.columns, height: terminal.rows))
    let need = minimumSize(profiles: states.map(\.profile))
    guard need.columns <= terminal.columns, need.rows <= terminal.rows else {
      let names = states.map(\.profile.name).joined(separator: ", ")
      let lines = TextWrap.lines(
        "\(TooSmallScreen.message(need: need, have: terminal)) for \(names) side by side\n"
          + "F10 or Ctrl-C quits", width: terminal.columns)
      let top = max(0, (terminal.rows - lines.count) / 2)
      for (index, line) in lines.enumerated() {
        let x = max(0, (terminal.columns - TerminalWidth.of(line)) / 2)
        canvas.write(line, x: x, y: top + index, style: Style(isBold: index == 0))
      }
      return canvas.grid
    }
    for (state, part) in zip(states, columns(terminal, count: states.count)) {
      canvas.grid.place(Scene.render(state), x: part.x, y: part.y)
    }
    if let focus, states.indices.contains(focus), terminal.rows > 0 {
      let content = StatusLine.content(
        states[focus], width: terminal.columns, phone: (focus + 1, states.count))
      StatusLine.paint(content, row: terminal.rows - 1, on: &canvas)
    }
    return canvas.grid
  }

  /// The phone at column `x` of `terminal` and the column within its part, or nil
  /// on the gap between two.
  public static func phone(atColumn x: Int, terminal: TerminalSize, count: Int) -> (
    index: Int, x: Int
  )? {
    for (index, part) in columns(terminal, count: count).enumerated()
    where x >= part.x && x < part.maxX {
      return (index, x - part.x)
    }
    return nil
  }
}
