import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// Turned halves: grids turned by quarter turns, glyphs that turn, the painter's
/// offscreen owner canvas, and whole frames of the shared screen face to face.
@Suite("Turned halves")
struct TurnedHalfTests {
  @Test(
    "a grid turned: half a turn reverses rows and characters; a quarter runs rows down columns",
    arguments: [
      (2, ["ab", "cd"], ["dc", "ba"]),
      (1, ["ab", "cd"], ["ca", "db"]),
      (3, ["ab", "cd"], ["bd", "ac"]),
      (1, ["abc"], ["a", "b", "c"]),
      (3, ["abc"], ["c", "b", "a"]),
      (2, ["漢a", "xy"], [" yx", "a漢"]),
      (0, ["ab", "cd"], ["ab", "cd"]),
    ])
  func turnedGrid(turns: Int, lines: [String], expected: [String]) {
    #expect(CellGrid(lines: lines).turned(clockwise: turns).lines == expected)
  }

  @Test("four quarter turns, or two half turns, give the grid back")
  func fullCircle() {
    let grid = CellGrid(lines: ["┌─┐ a▼", "│x│ 東京", "└─┘ b→ "])
    #expect(grid.turned(clockwise: 2).turned(clockwise: 2) == grid)
    let narrow = CellGrid(lines: ["┌─┐ a▼", "│x│ bc", "└─┘ d→"])
    var turned = narrow
    for _ in 0..<4 { turned = turned.turned(clockwise: 1) }
    #expect(turned == narrow)
  }

  @Test(
    "a wide glyph turned a quarter becomes a narrow stand-in: every row keeps its width",
    arguments: [1, 3])
  func wideGlyphs(turns: Int) {
    let grid = CellGrid(lines: ["東京 ok", "abcdef"]).turned(clockwise: turns)
    #expect(grid.width == 2 && grid.height == 7)
    for line in grid.lines { #expect(TerminalWidth.of(line) == grid.width, "\(line)") }
    #expect(grid.text.contains(TurnedGlyph.wideStandIn))
  }

  @Test(
    "lines, corners and arrows turn with the half; letters stay upright",
    arguments: [
      (Character("─"), 1, Character("│")), ("┌", 1, "┐"), ("┌", 2, "┘"), ("┌", 3, "└"),
      ("▼", 2, "▲"), ("▼", 1, "◀"), ("→", 1, "↓"), ("┈", 3, "┊"), ("(", 2, ")"), ("(", 1, "("),
      ("A", 1, "A"), ("A", 2, "A"), ("●", 1, "●"),
    ])
  func glyphs(glyph: Character, turns: Int, expected: Character) {
    #expect(TurnedGlyph.turn(glyph, clockwise: turns) == expected)
  }

  @Test("a raster with its own line height; the default is twice the column width")
  func raster() {
    let turned = Raster(columnWidth: 16, lineHeight: 8)
    #expect(
      turned.cells(Rect(x: 32, y: 16, width: 48, height: 24))
        == CellRect(x: 2, y: 2, width: 3, height: 3))
    let plain = Raster(scale: 8, originX: 1, originY: 1)
    #expect(plain.lineHeight == 16)
    #expect(plain == Raster(columnWidth: 8, lineHeight: 16, originX: 1, originY: 1))
  }

  /// A 12 × 4-cell slot (96 × 64 pt at 8 pt a column) holding `text` on the owner's
  /// first line, painted with `turns`.
  static func paintHalf(_ text: String, turns: Int) -> CellGrid {
    let slot = Rect(x: 0, y: 0, width: 96, height: 64)
    let owner = QuarterTurn.size(slot.size, turned: turns)
    let metrics = turns % 2 == 1 ? TextMetrics(columnWidth: 16, lineHeight: 8) : .standard
    let line = Rect(x: 0, y: 0, width: owner.width, height: metrics.lineHeight)
    let half = LayoutNode(
      id: "first", role: .container(.plain), frame: slot, quarterTurns: turns,
      children: [LayoutNode(id: "first.text", role: .text(text), frame: line)])
    var canvas = Canvas(grid: CellGrid(width: 12, height: 4))
    TreePainter.paint(half, on: &canvas, raster: Raster(scale: 8))
    return canvas.grid
  }

  @Test("painted upside down: the owner's first line is the last row, reversed")
  func halfTurn() {
    let grid = Self.paintHalf("Hello", turns: 2)
    #expect(grid.lines == ["            ", "            ", "            ", "       olleH"])
  }

  @Test("painted a quarter turn: the owner's first line runs down the right column")
  func quarterTurn() {
    let grid = Self.paintHalf("Hi!", turns: 1)
    #expect(grid.lines.map { String($0.last!) } == ["H", "i", "!", " "])
    #expect(grid.lines.allSatisfy { $0.dropLast().allSatisfy { $0 == " " } })
    let back = Self.paintHalf("Hi!", turns: 3)
    #expect(
      back.lines.map { String($0.first!) } == [" ", "!", "i", "H"], "three turns: up the left")
  }

  @Test(
    "wide text in a turned half keeps every row exactly the grid's width", arguments: [1, 2, 3])
  func wideText(turns: Int) {
    let grid = Self.paintHalf("東京 trip", turns: turns)
    for line in grid.lines { #expect(TerminalWidth.of(line) == 12, "\(line)") }
  }

  @Test(
    "the shared screen face to face: every frame exact, the top half upside down",
    arguments: Pose.allCases)
  func sharedFrames(pose: Pose) {
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      for game in [nil, Game.fourInARow, .pong] {
        var state = EmulatorState(pose: pose, terminal: size, pattern: .sharedSplit)
        state.settings.facing = .faceToFace
        state.models.shared.playing = game
        let grid = Scene.render(state)
        #expect(grid.lines.count == size.rows)
        for line in grid.lines { #expect(TerminalWidth.of(line) == size.columns) }
      }
    }
  }

  @Test("closed, face to face: the first seat's title reads reversed below its board")
  func closedFaceToFace() throws {
    var state = EmulatorState(pose: .closed, pattern: .sharedSplit)
    state.models.shared.playing = .fourInARow
    state.settings.facing = .faceToFace
    let lines = Scene.render(state).lines
    let title = try #require(lines.firstIndex { $0.contains("ecapS · D S A W · 1 reyalP") })
    let board = try #require(
      lines.firstIndex { $0.contains("│") && $0.filter { $0 == "·" }.count >= 7 })
    let second = try #require(lines.firstIndex { $0.contains("Player 2 · arrows · Enter") })
    #expect(board < title && title < second, "the first half's top edge is on the seam")
    state.settings.facing = .sameWay
    let upright = Scene.render(state).lines
    #expect(upright.contains { $0.contains("Player 1 · W A S D · Space") })
  }
}

/// Turned halves sit on the glass exactly where the upright ones do.
@Suite("Turned halves line up")
struct TurnedHalfAlignmentTests {
  /// The columns and rows of every box corner on the screen.
  static func corners(_ grid: CellGrid) -> (columns: Set<Int>, rows: Set<Int>) {
    var columns: Set<Int> = []
    var rows: Set<Int> = []
    for y in 0..<grid.height {
      for x in 0..<grid.width where "┌┐└┘╔╗╚╝".contains(grid[x, y].character) {
        columns.insert(x)
        rows.insert(y)
      }
    }
    return (columns, rows)
  }

  @Test(
    "face to face, both halves' boxes share their edges with the upright layout",
    arguments: [Pose.closed, .open, .tabletop, .book],
    [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 120, rows: 40)])
  func boxesLineUp(pose: Pose, size: TerminalSize) {
    var state = EmulatorState(pose: pose, terminal: size, pattern: .sharedSplit)
    state.showsRegionOverlay = false
    let upright = Self.corners(TreePainterFrame.lit(state))
    state.settings.facing = .faceToFace
    let turned = Self.corners(TreePainterFrame.lit(state))
    let split = SharedSplit(env: state.environment)
    if split.isSideBySide {
      #expect(turned.rows == upright.rows, "\(pose) \(size)")
    } else {
      #expect(turned.columns == upright.columns, "\(pose) \(size)")
    }
  }
}

/// The lit display's tree painted alone, on a grid the size of the terminal.
enum TreePainterFrame {
  static func lit(_ state: EmulatorState) -> CellGrid {
    let layout = SceneLayout(state: state)!
    let placement = layout.placement(state.litDisplay)
    var canvas = Canvas(grid: CellGrid(width: state.terminal.columns, height: state.terminal.rows))
    canvas = canvas.clipped(to: placement.window)
    TreePainter.paint(state.tree, on: &canvas, raster: placement.raster)
    return canvas.grid
  }
}

/// How a half's emphasis shows: a flash in reverse video, a waiting half dim.
@Suite("Half emphasis")
struct HalfEmphasisTests {
  /// The styles of every cell of `seat`'s half in `state`'s frame, inside the
  /// layout margins (the margin beside the bezel is not the half's to light).
  static func styles(_ state: EmulatorState, _ seat: Seat) -> [Style] {
    let grid = Scene.render(state)
    let placement = SceneLayout(state: state)!.placement(state.litDisplay)
    let cells = placement.raster.cells(state.tree.windowNode(id: "\(seat.id).content")!.frame)
    var result: [Style] = []
    for y in cells.y..<cells.maxY {
      for x in cells.x..<cells.maxX { result.append(grid[x, y].style) }
    }
    return result
  }

  @Test(
    "a scoring seat's half flashes in reverse video, the other does not",
    arguments: Facing.allCases)
  func flash(facing: Facing) {
    var state = EmulatorState(pose: .closed, pattern: .sharedSplit)
    state.settings.facing = facing
    state.models.shared.playing = .pong
    state.models.shared.clock = 10
    state.models.shared.flashUntil.second = 10.1
    // All but the Leave button (a touch target), which keeps its own colours.
    let second = Self.styles(state, .second)
    let placement = SceneLayout(state: state)!.placement(state.litDisplay)
    let leave = placement.raster.cells(state.tree.windowNode(id: "second.leave")!.frame)
    let leaveCells = (leave.maxX - leave.x) * (leave.maxY - leave.y)
    #expect(leaveCells > 0)
    #expect(second.filter { $0.isReverse }.count * 100 >= (second.count - leaveCells) * 98)
    #expect(!Self.styles(state, .first).contains { $0.isReverse })
    state.settings.flash = false
    #expect(!Self.styles(state, .second).contains { $0.isReverse }, "switched off")
  }

  @Test("the waiting seat's half is drawn dim", arguments: Facing.allCases)
  func waiting(facing: Facing) {
    var state = EmulatorState(pose: .open, pattern: .sharedSplit)
    state.settings.facing = facing
    state.models.shared.playing = .fourInARow
    state.models.shared.gate = SeatGate(mode: .takeTurns, current: .first)
    #expect(Self.styles(state, .second).allSatisfy { $0.isDim })
    #expect(!Self.styles(state, .first).allSatisfy { $0.isDim })
  }
}
