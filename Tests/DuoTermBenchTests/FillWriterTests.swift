import DuoLayoutCore
import DuoTermFill
import DuoTermRender
import Foundation
import Testing

@testable import DuoTerm
@testable import DuoTermBench

/// The bench draws with its own copy of duoterm's writer's rules (`FillWriter`, C
/// ncurses calls), since it cannot link duoterm's Swift ncurses code; its figures
/// are honest only while the copy writes what duoterm writes. Each test draws the
/// same frames on two offscreen screens — one set up and drawn by duoterm's
/// `CursesCellWriter`, one by the bench — and compares the files byte for byte.
/// ncurses has one current screen per process: serialized.
@Suite("The bench's drawing is duoterm's", .serialized)
struct FillWriterTests {
  enum Drawer { case duoterm, bench, benchPrepared }

  /// What ncurses wrote for `frames`, each drawn as the diff from the one before
  /// (`full`: every cell of each frame), from the screen's start on.
  static func bytes(_ drawer: Drawer, _ frames: [CellGrid], full: Bool = false) throws -> Data {
    let folder = try #require(BenchFiles.makeFolder())
    defer { BenchFiles.remove(folder) }
    let path = "\(folder)/\(drawer).out"
    var previous: CellGrid? = nil
    func runs(_ grid: CellGrid) -> [GridRun] {
      defer { previous = grid }
      return GridDiff.runs(from: full ? nil : previous, to: grid)
    }
    if drawer == .duoterm {
      var error: UnsafePointer<CChar>? = nil
      let screen = try #require(duo_fill_open(path, 50, 200, &error))
      let writer = CursesCellWriter.start()
      for grid in frames { writer.draw(runs(grid)) }
      duo_fill_close(screen)
    } else {
      let screen = try OffscreenCurses(size: .standard, outputPath: path)
      for grid in frames {
        if drawer == .bench {
          screen.writer.draw(runs(grid))
        } else {
          screen.writer.prepare(runs(grid)).draw()
        }
      }
      screen.close()
    }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// A frame of cells that take the writer's every path: ASCII, wide, combining,
  /// emoji the C library measures otherwise, a control character, every style and
  /// colour pair.
  static var hardCells: CellGrid {
    var grid = CellGrid(width: 200, height: 50)
    grid.write("plain ASCII · box ─│┌ · é · e\u{301} · 漢字 · שלום · ⚠", x: 0, y: 0)
    let odd: [(Character, UInt8)] = [
      ("👍🏽", 2), ("❤️", 2), ("👨‍👩‍👧", 2), ("\u{7}", 1), ("a\u{301}\u{302}\u{303}\u{304}\u{305}", 1),
      ("漢", 2), ("\u{301}", 1),
    ]
    var x = 0
    for (character, width) in odd {
      grid.set(Cell(character, width: width), x: x, y: 2)
      if width == 2 { grid.set(.continuation(.plain), x: x + 1, y: 2) }
      x += Int(width) + 1
    }
    var row = 4
    for foreground in Color.allCases {
      var column = 0
      for background in Color.allCases {
        let style = Style(
          foreground: foreground, background: background, isBold: column % 2 == 0,
          isDim: column % 3 == 0, isReverse: row % 2 == 0, isUnderline: column % 4 == 0)
        column = grid.write("\(foreground)/\(background)", x: column, y: row, style: style) + 1
      }
      row += 1
    }
    return grid
  }

  @Test("the same bytes for cells of every kind, drawn, changed and drawn again")
  func hardCellsMatch() throws {
    var changed = Self.hardCells
    changed.restyle(CellRect(x: 0, y: 0, width: 200, height: 50)) { $0.isReverse.toggle() }
    let frames = [Self.hardCells, changed, Self.hardCells]
    let duoterm = try Self.bytes(.duoterm, frames)
    #expect(duoterm.count > 10_000)
    #expect(try Self.bytes(.bench, frames) == duoterm)
    #expect(try Self.bytes(.benchPrepared, frames) == duoterm)
  }

  @Test(
    "the same bytes for a pattern's fold glide, its diffs and its full frames",
    arguments: PatternRegistry.standard.ids)
  func glideMatches(_ pattern: PatternID) throws {
    let frames = Array(
      FrameCostBench.grids(pattern).cycle.prefix(FrameCostBench.framesPerGlide + 2))
    let duoterm = try Self.bytes(.duoterm, frames)
    #expect(duoterm.count > 1_000)
    #expect(try Self.bytes(.bench, frames) == duoterm)
    let full = try Self.bytes(.duoterm, frames, full: true)
    #expect(try Self.bytes(.benchPrepared, frames, full: true) == full)
  }
}
