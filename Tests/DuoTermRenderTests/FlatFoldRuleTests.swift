import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// The flat fold, one rule (`FoldGrid`), over every pattern in every pose
/// at 200 × 50 and 80 × 24: a grid's columns are equal (to a cell, from rounding),
/// side by side across a flat fold, each side's equal across an active one; their
/// count is even whenever a fold crosses the grid; a spread's two pages are the
/// same size; the shared screen's halves are the same size; and the fold's dotted
/// line never runs through anything interactive (nor through a card or a half).
/// The same holds on every built-in device, in each of its poses.
@Suite("The flat-fold rule")
struct FlatFoldRuleTests {
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  /// Cells of `node`'s frame on the lit display (in Split View, in the app's window).
  static func cells(_ frame: Rect, _ state: EmulatorState) -> CellRect {
    SceneLayout(state: state)!.app.raster.cells(frame)
  }

  @Test(arguments: PatternRegistry.standard.ids, Pose.allCases)
  func oneRule(pattern: PatternID, pose: Pose) throws {
    Self.check(pattern, pose, sizes: Self.sizes)
  }

  /// Every other built-in device, each pattern in each of the device's poses, at
  /// 200 × 50 and at 80 × 24 or the smallest size its poses fit.
  @Test(arguments: DeviceRegistry.standard.profiles.map(\.id).filter { $0 != "iphone-duo" })
  func everyDevice(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    for pattern in PatternRegistry.standard.ids {
      for pose in profile.supportedPoses {
        Self.check(pattern, pose, sizes: EveryDeviceSizes.sizes(profile), profile: profile)
      }
    }
  }

  /// Every Split View, the smallest and largest text, right to left: each
  /// pattern in each pose, at 200 × 50 and 80 × 24.
  @Test(arguments: EveryEnvironment.options)
  func everyEnvironment(options: EnvironmentOptions) {
    for pattern in PatternRegistry.standard.ids {
      for pose in Pose.allCases { Self.check(pattern, pose, sizes: Self.sizes, options: options) }
    }
  }

  static func check(
    _ pattern: PatternID, _ pose: Pose, sizes: [TerminalSize], profile: DeviceProfile = .iPhoneDuo,
    options: EnvironmentOptions = EnvironmentOptions()
  ) {
    for size in sizes {
      var state = EmulatorState(profile: profile, pose: pose, terminal: size, pattern: pattern)
      state.options = options
      if pattern == .sharedSplit { state.models.shared.playing = .pong }
      let env = state.environment.physical  // the tree's frames are the glass's
      let tree = state.tree
      let label =
        ([profile.id] + options.words + [pattern.argument, pose.argument]).joined(separator: " ")
        + " \(size)"
      for grid in tree.allNodes {
        guard case .grid(let count) = grid.role else { continue }
        let fold = env.fold(crossing: grid.frame, includeInactive: true)
        if fold != nil { #expect(count % 2 == 0, "\(label): \(count) columns across the fold") }
        // One row of cards: the first `count` children.
        let row = grid.children.prefix(count).map { Self.cells($0.frame, state) }
        let sides: [[CellRect]]
        if let fold, fold.isActive, fold.isVertical {
          let middle = Self.cells(fold.frame, state).x
          sides = [row.filter { $0.x < middle }, row.filter { $0.x >= middle }]
          #expect(sides[0].count == sides[1].count, "\(label): half the columns each side")
        } else {
          sides = [row]
        }
        for side in sides {
          let widths = side.map(\.width)
          #expect(
            (widths.max() ?? 0) - (widths.min() ?? 0) <= 1, "\(label): unequal columns \(widths)")
        }
      }
      // A spread's pages, and the shared screen's halves: one size.
      for pair in [("page.first", "page.second"), ("first", "second")] {
        guard let a = tree.windowNode(id: pair.0), let b = tree.windowNode(id: pair.1) else {
          continue
        }
        let (ca, cb) = (Self.cells(a.frame, state), Self.cells(b.frame, state))
        #expect(abs(ca.width - cb.width) <= 1 && abs(ca.height - cb.height) <= 1, "\(label)")
      }
      // The dotted line: never through a control, a field, a card or a half.
      let frame = Scene.render(state)
      for node in tree.windowNodes where node.role.hidesFoldLine {
        let rect = Self.cells(node.frame, state)
        for y in rect.y..<rect.maxY {
          for x in rect.x..<rect.maxX where frame[x, y].style == Palette.foldInactive {
            Issue.record("\(label): the fold's line runs through \(node.id) at (\(x), \(y))")
          }
        }
      }
    }
  }

  @Test("flat, the shared screen's halves are equal and the fold's line is in neither")
  func sharedSplitFlat() throws {
    for size in Self.sizes {
      var state = EmulatorState(pose: .open, terminal: size, pattern: .sharedSplit)
      state.models.shared.playing = .pong
      let split = SharedSplit(env: state.environment)
      #expect(split.first.size == split.second.size)
      let fold = try #require(state.environment.fold)
      #expect(
        split.second.intersects(fold.frame), "the fold is under the second half: the case")
      let frame = Scene.render(state)
      for half in [split.first, split.second] {
        let rect = Self.cells(half, state)
        for y in rect.y..<rect.maxY {
          for x in rect.x..<rect.maxX {
            #expect(frame[x, y].character != "┊", "\(size): the dotted line in a half")
          }
        }
      }
    }
  }

  @Test("FoldGrid: flat, equal columns across the fold, an even count; folded, half each side")
  func foldGrid() {
    let profile = DeviceProfile.iPhoneDuo
    let area = Rect(x: 0, y: 0, width: 867, height: 600)
    func count(_ width: Double) -> Int { Int(width / 150) }
    let flat = FoldGrid(
      area: area, env: profile.environment(for: Pose.open.deviceState(profile)), gutter: 8,
      count: count)
    #expect(flat.tracks.count == 4, "5 fit; the fold asks for an even count")
    #expect(Set(flat.tracks.map(\.width)).count == 1)
    let folded = FoldGrid(
      area: area, env: profile.environment(for: Pose.book.deviceState(profile)), gutter: 8,
      count: count)
    let keepOut = profile.environment(for: Pose.book.deviceState(profile)).fold!.keepOut
    #expect(folded.tracks.filter { $0.maxX <= keepOut.minX }.count == 2)
    #expect(folded.tracks.filter { $0.minX >= keepOut.maxX }.count == 2)
    let spread = FoldGrid(
      area: area, env: profile.environment(for: Pose.open.deviceState(profile)),
      arrangement: .spread, gutter: 8
    ) { _ in 2 }
    #expect(spread.tracks.count == 2)
    #expect(spread.tracks[0].maxX == keepOut.minX && spread.tracks[1].minX == keepOut.maxX)
    #expect(spread.tracks[0].width == spread.tracks[1].width)
  }
}
