import DuoLayoutCore
import DuoTermRender
import Testing

/// `matrix --split/--text-size/--direction`: the contact sheet gains those
/// dimensions, every pose in each environment, each environment on rows of its
/// own, each tile labelled with its environment under its pose.
@Suite struct ContactSheetEnvironmentTests {
  static let scale = TerminalSize(columns: 80, rows: 24)
  static let poses = DeviceProfile.iPhoneDuo.supportedPoses

  /// The sheet's lines and, for each tile, its pose (from the first label line)
  /// and its environment (the second, at the same column).
  static func tiles(_ sheet: CellGrid) -> [(pose: String, environment: String, row: Int)] {
    let lines = sheet.lines.map { Array($0) }
    var found: [(String, String, Int)] = []
    for row in 1..<lines.count {
      let line = lines[row]
      for x in line.indices
      where (x == 0 || line[x - 1] == " ") && line[x] != " "
        && (String(line[x...]).hasPrefix("split=") || String(line[x...]).hasPrefix("text=")
          || String(line[x...]).hasPrefix("rtl") || String(line[x...]).hasPrefix("default"))
      {
        let environment = String(line[x...].prefix { $0 != " " })
        let above = lines[row - 1]
        guard x < above.count else { continue }
        let pose = String(above[x...].prefix { $0 != " " })
        found.append((pose, environment, row))
      }
    }
    return found
  }

  /// A tile's label gives the window in the device's own unit (dp on
  /// Android), as the status line and `duoterm env` do.
  @Test(
    "each tile's label gives the window in the device's unit",
    arguments: DeviceRegistry.standard.profiles)
  func tileLabelSaysTheUnit(profile: DeviceProfile) {
    let other = profile.unit == .pt ? "dp" : "pt"
    for pose in profile.supportedPoses {
      let terminal = TerminalSize(columns: 400, rows: 120)
      let state = EmulatorState(profile: profile, pose: pose, terminal: terminal)
      let label = ContactSheet.tile(state).lines.first ?? ""
      let size = "\(state.environment.windowSize) \(profile.unit.rawValue)"
      #expect(label.contains("\(pose.argument) · \(size) · "), "\(profile.id): \(label)")
      #expect(!label.contains(" \(other) "), "\(profile.id): \(label)")
    }
  }

  @Test("--text-size all: every pose at every size, each tile naming its size")
  func everyTextSize() {
    let sheet = ContactSheet.render(
      pattern: .listDetail, scaleOf: Self.scale, width: 400,
      environments: TextSize.allCases.map { EnvironmentOptions(textSize: $0) })
    let tiles = Self.tiles(sheet)
    #expect(
      tiles.count == TextSize.allCases.count * Self.poses.count, "\(tiles.map(\.environment))")
    for size in TextSize.allCases {
      let name = size == .standard ? "default" : "text=\(size.argument)"
      let poses = tiles.filter { $0.environment == name }.map(\.pose)
      #expect(poses == Self.poses.map(\.argument), "\(name): \(poses)")
    }
    #expect(sheet.lines.allSatisfy { TerminalWidth.of($0) == sheet.width })
  }

  @Test("--split all: only poses that light the inner display, in a narrower window")
  func everySplitView() {
    let splits: [SplitView?] = [nil] + SplitView.allCases
    let sheet = ContactSheet.render(
      pattern: .feed, scaleOf: Self.scale, width: 300,
      environments: splits.map { EnvironmentOptions(splitView: $0) })
    let tiles = Self.tiles(sheet)
    let inner = Self.poses.filter { !$0.argument.hasPrefix("closed") }.map(\.argument)
    #expect(tiles.filter { $0.environment == "default" }.map(\.pose) == Self.poses.map(\.argument))
    for split in SplitView.allCases {
      let poses = tiles.filter { $0.environment == "split=\(split.argument)" }.map(\.pose)
      #expect(poses == inner, "split \(split.argument): \(poses)")
    }
    // A ⅓ window is narrower than the whole open display, and labelled so.
    #expect(sheet.text.contains("open · 951×669 pt"))
    #expect(sheet.text.contains("open · 314×669 pt"))
  }

  @Test("--direction all: the right-to-left tiles start rows of their own, after the others")
  func everyDirection() {
    let sheet = ContactSheet.render(
      pattern: .twoPage, scaleOf: Self.scale, width: 1_000,
      environments: LayoutDirection.allCases.map { EnvironmentOptions(layoutDirection: $0) })
    let tiles = Self.tiles(sheet)
    let ltr = tiles.filter { $0.environment == "default" }
    let rtl = tiles.filter { $0.environment == "rtl" }
    #expect(ltr.count == Self.poses.count && rtl.count == Self.poses.count)
    // Wide enough for every pose on one row: one row each.
    #expect(Set(ltr.map(\.row)).count == 1 && Set(rtl.map(\.row)).count == 1)
    #expect((ltr.map(\.row).max() ?? 0) < (rtl.map(\.row).min() ?? 0))
  }

  @Test("one environment, the default: tiles as before, with no environment line")
  func defaultEnvironmentHasNoSecondLine() {
    let sheet = ContactSheet.render(pattern: .feed, scaleOf: Self.scale, width: 160)
    #expect(Self.tiles(sheet).isEmpty)
    #expect(!sheet.text.contains("default"))
  }
}
