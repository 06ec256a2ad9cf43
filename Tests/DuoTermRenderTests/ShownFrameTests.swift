import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `ShownFrame`: drawing a frame by its parts over the frame on screen gives the
/// frame `Scene.render` draws whole, and the runs it returns turn the old screen
/// into the new one, whatever came before (folds, typing, overlays, resizes).
@Suite("Shown frame")
struct ShownFrameTests {
  static let keys: [Key] = [
    .function(2), .function(3), .function(5), .function(8), .function(1), .escape, .down, .up,
    .character("r"), .character("x"), .backspace, .function(9), .tab, .enter,
  ]

  @Test(
    "frame by frame, the screen is the whole frame, and the runs lead there", arguments: [1, 2, 3])
  func partsMakeTheWholeFrame(seed: UInt64) {
    Self.checkPartsMakeTheWholeFrame(
      from: EmulatorState(pose: .closed, terminal: .standard), seed: seed)
  }

  /// Each pattern's own keys change its tree in its own places: the rows painted
  /// again (`PaintedTree`) must be all the rows that changed, in every pattern.
  @Test(
    "in every pattern, its own keys drawn by their parts give the whole frame",
    arguments: PatternRegistry.standard.ids)
  func everyPatternsKeysMakeTheWholeFrame(pattern: PatternID) {
    Self.checkPartsMakeTheWholeFrame(
      from: EmulatorState(pose: .closed, terminal: .standard, pattern: pattern), seed: 7,
      keys: Self.keys.filter { $0 != .function(9) }
        + (PatternRegistry.standard.entry(pattern)?.keys ?? []))
  }

  /// The fold band, the occlusions and a two-screen device's hinge are painted with
  /// the tree and kept on the rows a key does not paint again (`WindowOverlay`):
  /// typing across them, the screen must stay the whole frame cell for cell, and
  /// show them.
  @Test(
    "typing over the fold or the hinge, drawn by its parts, gives the whole frame with them",
    arguments: [
      ("iphone-duo", Pose.book, "░"), ("iphone-duo", .open, "┊"), ("iphone-duo", .tabletop, "░"),
      ("surface-duo-2", .open, "║"), ("surface-duo-2", .book, "║"),
    ])
  func typingKeepsTheFoldAndTheHinge(device: String, pose: Pose, glyph: Character) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    var state = EmulatorState(profile: profile, pose: pose, terminal: .standard)
    var screen = ShownFrame()
    let keys: [Key] =
      [.character("r")] + "typed across the fold and back".map { .character($0) }
      + [.backspace, .backspace, .tab, .character("x")]
    for (step, key) in keys.enumerated() {
      state = reduce(state, .key(key), at: Double(step))
      let before = screen.grid
      let runs = screen.update(to: state)
      let whole = Scene.render(state)
      #expect(screen.grid == whole, "\(device) \(pose) step \(step)")
      if let before {
        #expect(GridDiffTests.applying(runs, to: before) == whole, "step \(step): the runs")
      }
      let layout = try #require(SceneLayout(state: state))
      let window = screen.grid?.cropped(layout.app.window)
      #expect(window?.text.contains(glyph) == true, "\(device) \(pose) step \(step): no \(glyph)")
    }
  }

  private static func checkPartsMakeTheWholeFrame(
    from start: EmulatorState, seed: UInt64, keys: [Key] = keys
  ) {
    var random = SeededRandom(seed: seed)
    var state = start
    var screen = ShownFrame()
    var now = 0.0
    for step in 0..<120 {
      let before = screen.grid
      now += Double(random.next() % 8) / 60
      switch random.next() % 10 {
      case 0:
        let size = [TerminalSize.standard, TerminalSize(columns: 120, rows: 40)][
          Int(random.next() % 2)]
        state = reduce(state, .resize(state.viewport(for: size)), at: now)
      case 1, 2:
        state = reduce(state, .tick, at: now)
      default:
        state = reduce(state, .key(keys[Int(random.next() % UInt64(keys.count))]), at: now)
      }
      let runs = screen.update(to: state)
      let whole = Scene.render(state)
      #expect(screen.grid == whole, "step \(step)")
      if let before, before.width == whole.width, before.height == whole.height {
        #expect(GridDiffTests.applying(runs, to: before) == whole, "step \(step): the runs")
      }
    }
  }

  @Test("a key in a text field is drawn by its parts: no run outside the window and status row")
  func typingTouchesOnlyTheParts() throws {
    var state = reduce(
      EmulatorState(pose: .closed, terminal: .standard), .key(.character("r")), at: 0)
    var screen = ShownFrame()
    _ = screen.update(to: state)
    state = reduce(state, .key(.character("x")), at: 1)
    let runs = screen.update(to: state)
    let layout = try #require(SceneLayout(state: state))
    let window = layout.placement(state.shownDisplay).window
    #expect(!runs.isEmpty)
    for run in runs {
      let inWindow =
        run.x >= window.x && run.x + run.cells.count <= window.maxX && run.y >= window.y
        && run.y < window.maxY
      #expect(inWindow || run.y == layout.statusRow, "run at (\(run.x), \(run.y))")
    }
  }
}
