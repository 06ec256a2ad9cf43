import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `GridDiff`: only changed cells are written, and writing them rebuilds the frame.
@Suite("Grid diff")
struct GridDiffTests {
  /// Writes `runs` on `grid` as a terminal would: each glyph at its column, a wide
  /// glyph covering its continuation cell (which is never written on its own).
  static func applying(_ runs: [GridRun], to grid: CellGrid) -> CellGrid {
    var result = grid
    for run in runs {
      for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
        result.set(cell, x: run.x + offset, y: run.y)
      }
    }
    return result
  }

  static func grid(_ lines: [String]) -> CellGrid { CellGrid(lines: lines) }

  @Test("identical grids give no runs")
  func identical() {
    let grid = Self.grid(["hello 漢字", "world ok  "])
    #expect(GridDiff.runs(from: grid, to: grid).isEmpty)
  }

  @Test("one changed cell gives one run of one cell at its place")
  func oneCell() throws {
    let old = Self.grid(["abcdef", "ghijkl"])
    let new = Self.grid(["abcdef", "ghiXkl"])
    let runs = GridDiff.runs(from: old, to: new)
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run.x == 3 && run.y == 1)
    #expect(run.cells == [Cell("X")])
  }

  @Test("a style change alone is a change")
  func styleChange() {
    let old = Self.grid(["abc"])
    var new = old
    new.restyle(CellRect(x: 1, y: 0, width: 1, height: 1)) { $0.isReverse = true }
    let runs = GridDiff.runs(from: old, to: new)
    #expect(runs.map(\.x) == [1])
    #expect(runs.first?.cells.count == 1)
  }

  @Test("separate changes on a row give separate runs")
  func separateRuns() {
    let old = Self.grid(["abcdefgh"])
    let new = Self.grid(["aXcdeYZh"])
    let runs = GridDiff.runs(from: old, to: new)
    #expect(runs.map(\.x) == [1, 5])
    #expect(runs.map(\.cells.count) == [1, 2])
  }

  @Test("with no old grid every cell is a change", arguments: [nil, CellGrid(width: 3, height: 3)])
  func noOldGrid(old: CellGrid?) {
    let new = Self.grid(["abcd", "漢字", "    "])
    let runs = GridDiff.runs(from: old, to: new)
    #expect(runs.map(\.y) == [0, 1, 2])
    #expect(runs.allSatisfy { $0.x == 0 && $0.cells.count == new.width })
    #expect(runs.reduce(0) { $0 + $1.cells.count } == new.width * new.height)
    #expect(Self.applying(runs, to: CellGrid(width: 4, height: 3)) == new)
  }

  @Test("a changed wide glyph's run includes its continuation")
  func wideGlyph() throws {
    let old = Self.grid(["ab漢cd"])
    let new = Self.grid(["ab字cd"])
    let runs = GridDiff.runs(from: old, to: new)
    let run = try #require(runs.first)
    #expect(runs.count == 1)
    #expect(run.x == 2)
    try #require(run.cells.count == 2)
    #expect(run.cells[0] == Cell("字", width: 2))
    #expect(run.cells[1].isContinuation)
  }

  @Test("a change on a continuation cell starts the run on the glyph")
  func continuationChange() throws {
    let old = Self.grid(["ab漢cd"])
    var new = old
    new.restyle(CellRect(x: 3, y: 0, width: 1, height: 1)) { $0.isBold = true }
    let run = try #require(GridDiff.runs(from: old, to: new).first)
    #expect(run.x == 2)
    #expect(!run.cells[0].isContinuation)
    #expect(run.cells[0].character == "漢")
  }

  @Test("narrow to wide and wide to narrow rebuild exactly")
  func narrowWide() {
    let pairs: [([String], [String])] = [
      (["abcdef"], ["a漢def"]), (["a漢def"], ["abcdef"]), (["漢字ab"], ["a漢字b"]),
      (["a漢字b"], ["漢字ab"]), (["ab漢字"], ["abc字 "]), (["中中中"], ["a中中b"]),
    ]
    for (before, after) in pairs {
      let old = Self.grid(before)
      let new = Self.grid(after)
      let runs = GridDiff.runs(from: old, to: new)
      #expect(Self.applying(runs, to: old) == new, "\(before) → \(after)")
      #expect(runs.allSatisfy { !($0.cells.first?.isContinuation ?? true) })
    }
  }

  @Test("random grids: runs rebuild the new grid and touch only what changed")
  func randomGrids() {
    var generator = SeededRandom(seed: 0x5EED_D00D)
    for round in 0..<400 {
      let width = Int.random(in: 1...24, using: &generator)
      let height = Int.random(in: 1...6, using: &generator)
      let old = Self.randomGrid(width: width, height: height, using: &generator)
      var new = old
      let edits = Int.random(in: 0...6, using: &generator)
      for _ in 0..<edits { Self.randomEdit(&new, using: &generator) }
      let useOld = round % 10 != 0
      let runs = GridDiff.runs(from: useOld ? old : nil, to: new)
      let base = useOld ? old : CellGrid(width: width, height: height)

      #expect(Self.applying(runs, to: base) == new, "round \(round)")
      if old == new && useOld { #expect(runs.isEmpty, "round \(round)") }
      var covered = Set<Int>()
      for run in runs {
        #expect(run.y >= 0 && run.y < height && run.x >= 0 && run.x + run.cells.count <= width)
        #expect(
          !(run.cells.first?.isContinuation ?? true), "round \(round): run starts on a continuation"
        )
        for (offset, cell) in run.cells.enumerated() {
          let x = run.x + offset
          #expect(cell == new[x, run.y], "round \(round): run cell differs from the new grid")
          #expect(covered.insert(run.y * width + x).inserted, "round \(round): runs overlap")
          if cell.width == 2 {
            #expect(offset + 1 < run.cells.count && run.cells[offset + 1].isContinuation)
          }
        }
      }
      if useOld {
        for y in 0..<height {
          for x in 0..<width where old[x, y] != new[x, y] {
            #expect(
              covered.contains(y * width + x),
              "round \(round): (\(x), \(y)) changed but not written")
          }
        }
        // Nothing unchanged is written except the other half of a changed wide glyph.
        for run in runs {
          for (offset, cell) in run.cells.enumerated() where old[run.x + offset, run.y] == cell {
            let x = run.x + offset
            let partner = cell.isContinuation ? x - 1 : x + 1
            let wide = cell.isContinuation || cell.width == 2
            #expect(
              wide && old[partner, run.y] != new[partner, run.y],
              "round \(round): (\(x), \(run.y)) unchanged but written")
          }
        }
      }
    }
  }

  static let glyphs: [Character] = ["a", "b", "x", " ", "-", "漢", "字", "中", "😀", "░", "┊"]
  static let styles: [Style] = [
    .plain, Style(foreground: .red), Style(isBold: true), Style(background: .blue, isReverse: true),
  ]

  static func randomText(using generator: inout SeededRandom) -> String {
    let count = Int.random(in: 1...8, using: &generator)
    return String((0..<count).map { _ in glyphs.randomElement(using: &generator)! })
  }

  static func randomGrid(width: Int, height: Int, using generator: inout SeededRandom) -> CellGrid {
    var grid = CellGrid(width: width, height: height)
    for y in 0..<height {
      grid.write(
        randomText(using: &generator) + randomText(using: &generator),
        x: Int.random(in: -1..<width, using: &generator), y: y,
        style: styles.randomElement(using: &generator)!)
    }
    return grid
  }

  static func randomEdit(_ grid: inout CellGrid, using generator: inout SeededRandom) {
    let x = Int.random(in: 0..<grid.width, using: &generator)
    let y = Int.random(in: 0..<grid.height, using: &generator)
    let style = styles.randomElement(using: &generator)!
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      grid.write(randomText(using: &generator), x: x, y: y, style: style)
    case 1:
      let glyph = glyphs.randomElement(using: &generator)!
      grid.set(Cell(glyph, width: UInt8(TerminalWidth.of(glyph)), style: style), x: x, y: y)
    default:
      grid.fill(
        CellRect(
          x: x, y: y, width: Int.random(in: 1...4, using: &generator),
          height: Int.random(in: 1...2, using: &generator)),
        with: Bool.random(using: &generator) ? " " : "#", style: style)
    }
  }
}
