import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// The shared screen legible. A score's flash is the half's own cells
/// (bug 3); four in a row has two colours (its size: `BoardShapeTests`); a half
/// turned a quarter spaces its lines so they never interleave; and closed, held
/// sideways, face to face keeps the halves' frames and titles.
@Suite("The shared screen's look")
struct SharedScreenLookTests {
  /// Four in a row won by the first seat (a column of four), at `now`.
  static func won(_ pose: Pose, size: TerminalSize = .standard, flashing: Bool) -> EmulatorState {
    var state = EmulatorState(pose: pose, terminal: size, pattern: .sharedSplit)
    for key in ["Space", "S", "Right", "Down", "S", "Down", "S", "Down", "S"] {
      state = reduce(state, .key(try! Key(name: key)!), at: 0)
    }
    if !flashing { state = reduce(state, .tick, at: 1) }
    return state
  }

  @Test("a win's flash is the half's own cells: never past its outline", arguments: Pose.allCases)
  func flashStaysInTheHalf(pose: Pose) throws {
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      let state = Self.won(pose, size: size, flashing: true)
      #expect(state.models.shared.isFlashing(.first), "the winner's half flashes")
      let grid = Scene.render(state)
      let layout = try #require(SceneLayout(state: state))
      let raster = layout.placement(state.litDisplay).raster
      let tree = state.tree
      let box = tree.windowNode(id: "first.box").map { raster.cells($0.frame) }
      let half = raster.cells(try #require(tree.windowNode(id: "first")).frame)
      let own = box ?? half
      for y in 0..<grid.height {
        for x in 0..<grid.width where grid[x, y].style.isReverse {
          let inSecond = tree.windowNode(id: "second").map {
            raster.cells($0.frame).contains(x: x, y: y)
          }
          guard !(inSecond ?? false) else { continue }
          #expect(
            own.contains(x: x, y: y),
            "\(pose) \(size): a flashed cell at (\(x), \(y)) outside the half \(own)")
        }
      }
    }
  }

  @Test("each seat's discs in its own colour, the glyphs still apart")
  func twoColours() throws {
    var state = EmulatorState(pose: .closed, pattern: .sharedSplit)
    for key in ["Space", "S", "Right", "Down", "A", "S"] {
      state = reduce(state, .key(try #require(try Key(name: key))), at: 0)
    }
    let discs = state.tree.allNodes.filter { $0.id.hasPrefix("first.board.disc.") }
    #expect(discs.count == 3, "two of the first seat, one of the second")
    for disc in discs {
      guard case .text(let glyph) = disc.role else { continue }
      #expect(disc.emphasis == (glyph == "●" ? .firstSeat : .secondSeat))
    }
    let grid = Scene.render(state)
    let filled = Set(grid.cells.filter { $0.character == "●" }.map(\.style.foreground))
    let open = Set(grid.cells.filter { $0.character == "◆" }.map(\.style.foreground))
    #expect(filled.contains(.red) && open.contains(.yellow), "\(filled) \(open)")
  }

  /// Player two's discs were a hollow "○", faint beside player one's "●": both
  /// are solid now, both bold, neither dim, in colour and in monochrome alike.
  @Test("both players' discs equally visible, in colour and in monochrome")
  func equallyVisible() throws {
    var state = EmulatorState(pose: .closed, pattern: .sharedSplit)
    for key in ["Space", "S", "Right", "Down"] {
      state = reduce(state, .key(try #require(try Key(name: key))), at: 0)
    }
    let colour = Scene.render(state)
    // The board's discs: the cells in a seat's colour.
    let discs = colour.cells.indices.filter {
      "●◆".contains(colour.cells[$0].character)
        && [.red, .yellow].contains(colour.cells[$0].style.foreground)
    }
    #expect(Set(discs.map { colour.cells[$0].character }) == ["●", "◆"])
    for grid in [colour, colour.monochrome()] {
      #expect(!grid.cells.contains { $0.character == "○" })
      // Bold, both; the half of the seat not on turn is dimmed whole, so in each
      // half both seats' discs have the same weight.
      func weights(_ glyph: Character) -> Set<[Bool]> {
        Set(
          discs.filter { colour.cells[$0].character == glyph }.map {
            let style = grid.cells[$0].style
            return [style.isBold, style.isDim, style.isReverse, style.isUnderline]
          })
      }
      #expect(weights("●") == weights("◆"))
      #expect(discs.allSatisfy { grid.cells[$0].style.isBold })
    }
  }

  @Test(
    "sideways halves never put two lines of text side by side",
    arguments: [Pose.open, .closedLandscape, .book])
  func sidewaysSpacing(pose: Pose) throws {
    for game in [nil, Game.fourInARow, .pong] {
      var state = EmulatorState(pose: pose, pattern: .sharedSplit)
      state.settings.facing = .faceToFace
      state.models.shared.playing = game
      for seat in Seat.allCases {
        let half = try #require(state.tree.node(id: seat.id))
        #expect(QuarterTurn.normalized(half.quarterTurns) % 2 == 1, "\(pose): turned a quarter")
        // In the owner's space a line is a row of the half: text lines one apart
        // would stand side by side on the glass.
        let lines = half.allNodes.filter {
          if case .text(let text) = $0.role { return !text.isEmpty && !$0.id.contains(".board.") }
          return false
        }.map { $0.frame.minY }
        let sorted = Set(lines).sorted()
        let lineHeight = state.environment.textMetrics.columnWidth
        for (a, b) in zip(sorted, sorted.dropFirst()) {
          #expect(
            b - a > lineHeight + 1e-6, "\(pose) \(String(describing: game)): lines at \(a) and \(b)"
          )
        }
      }
    }
  }

  @Test("closed and sideways, face to face keeps the halves' frames and titles")
  func closedLandscapeFrames() {
    for facing in Facing.allCases {
      var state = EmulatorState(pose: .closedLandscape, pattern: .sharedSplit)
      state.settings.facing = facing
      #expect(state.tree.node(id: "first.box") != nil, "\(facing)")
      #expect(state.tree.node(id: "second.box") != nil, "\(facing)")
    }
  }
}
