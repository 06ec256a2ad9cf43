import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// The scales `SceneFit` and `SceneLayout` solve (`SceneWindows`) are the ones the
/// step-by-step search they replaced found, for every built-in device held each
/// way with either display lit (every pose is one of these), at every terminal
/// size from 20 × 10 to 400 × 120 along each edge.
@Suite("Scene scale solved")
struct SceneScaleSolvedTests {
  /// The search as it was: from `start` by `SceneFit.scaleStep` through `limit`,
  /// the first scale `fits`.
  static func searched(from start: Double, through limit: Double, _ fits: (Double) -> Bool)
    -> Double?
  {
    var scale = start
    while scale <= limit {
      if fits(scale) { return scale }
      scale += SceneFit.scaleStep
    }
    return nil
  }

  /// Every size along the edges of 20 × 10 … 400 × 120: each column count at every
  /// fifth row count, each row count at every fifth column count.
  static let sizes: [TerminalSize] =
    stride(from: 10, through: 120, by: 5).flatMap { rows in
      (20...400).map { TerminalSize(columns: $0, rows: rows) }
    }
    + (10...120).flatMap { rows in
      stride(from: 20, through: 400, by: 5).map { TerminalSize(columns: $0, rows: rows) }
    }

  @Test("the solved scales are the searched ones", arguments: DeviceRegistry.standard.names)
  func solvedIsSearched(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    var compared = 0
    for isRotated in [false, true] {
      for lit in Display.allCases {
        let windows = SceneWindows(profile: profile, isRotated: isRotated, lit: lit)
        for terminal in Self.sizes {
          compared += check(windows, profile: profile, isRotated: isRotated, terminal: terminal)
        }
      }
    }
    // Most sizes are big enough, so most comparisons covered a scale, not a nil.
    #expect(compared > Self.sizes.count)
  }

  /// Checks one size; 1 when the display fitted and its dark scales were compared.
  private func check(
    _ windows: SceneWindows, profile: DeviceProfile, isRotated: Bool, terminal: TerminalSize
  ) -> Int {
    // `SceneFit.needed` as it was, the windows read from the profile.
    let litSize = profile.geometry(display: windows.lit, isRotated: isRotated).windowSize
    let darkSize = profile.geometry(
      display: windows.lit == .inner ? .outer : .inner, isRotated: isRotated
    ).windowSize
    func fits(_ room: TerminalSize, _ litScale: Double, _ darkScale: Double) -> Bool {
      let columns =
        4 * SceneFit.bezel + SceneFit.gap + SceneFit.columns(litSize.width, scale: litScale)
        + SceneFit.columns(darkSize.width, scale: darkScale)
      let rows = max(
        SceneFit.rows(litSize.height, scale: litScale),
        SceneFit.rows(darkSize.height, scale: darkScale))
      return columns <= room.columns
        && rows + 2 * SceneFit.bezel + SceneFit.statusRows <= room.rows
    }
    let solved = SceneFit.scales(
      for: terminal, profile: profile, isRotated: isRotated, lit: windows.lit)
    // The lit display beside the dark one at the coarsest, else beside it drawn
    // smaller and at last coarser itself.
    let litScale =
      Self.searched(from: SceneFit.finestScale, through: SceneFit.coarsestScale) {
        fits(terminal, $0, SceneFit.coarsestScale)
      }
      ?? Self.searched(from: SceneFit.finestScale, through: SceneFit.coarsestLitScale) {
        fits(terminal, $0, SceneFit.smallestDarkScale)
      }
    guard let litScale else {
      #expect(solved == nil, "\(profile.id) \(isRotated) \(windows.lit) \(terminal)")
      return 0
    }
    let dark =
      Self.searched(from: litScale, through: SceneFit.smallestDarkScale) {
        fits(terminal, litScale, $0)
      } ?? SceneFit.smallestDarkScale
    #expect(
      solved?.lit == litScale && solved?.dark == dark,
      "\(profile.id) \(isRotated) \(windows.lit) \(terminal): \(String(describing: solved))")
    // The layout's dark scale: room for the hinge's side view beside or under, else any.
    let hinge = [
      TerminalSize(columns: terminal.columns - HingeView.width - 2, rows: terminal.rows),
      TerminalSize(columns: terminal.columns, rows: terminal.rows - HingeView.height),
    ]
    let searchedLayout =
      Self.searched(from: litScale, through: SceneFit.smallestDarkScale) { scale in
        hinge.contains { fits($0, litScale, scale) }
      }
      ?? Self.searched(from: litScale, through: SceneFit.smallestDarkScale) {
        fits(terminal, litScale, $0)
      } ?? litScale
    let layout = SceneLayout(
      terminal: terminal, profile: profile, isRotated: isRotated, lit: windows.lit,
      scale: litScale)
    #expect(
      layout.darkScale == searchedLayout,
      "\(profile.id) \(isRotated) \(windows.lit) \(terminal): \(layout.darkScale)")
    return 1
  }
}
