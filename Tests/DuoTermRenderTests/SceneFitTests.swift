import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// `SceneFit`: the one scale both displays are drawn at, and the smallest
/// terminal that shows them.
@Suite("Terminal fit")
struct SceneFitTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func scale(_ columns: Int, _ rows: Int, rotated: Bool) -> Double? {
    SceneFit.metrics(
      for: TerminalSize(columns: columns, rows: rows), profile: profile, isRotated: rotated)?
      .columnWidth
  }

  @Test("200 × 50 held the default way draws at 8 pt a column, 16 pt a row")
  func standardScale() throws {
    let metrics = try #require(
      SceneFit.metrics(for: .standard, profile: Self.profile, isRotated: false))
    #expect(metrics.columnWidth == 8)
    #expect(metrics.lineHeight == 16)
    #expect(metrics.columns(in: 951) == 118)
    #expect(SceneFit.columns(951, scale: 8) == 119)
  }

  @Test(
    "the finest scale that fits",
    arguments: [
      (200, 50, false, 8.0), (200, 50, true, 10.25), (80, 24, false, 19.25), (80, 24, true, 22.25),
    ])
  func scales(columns: Int, rows: Int, rotated: Bool, expected: Double) {
    #expect(Self.scale(columns, rows, rotated: rotated) == expected)
  }

  @Test("a larger terminal never gets a coarser scale", arguments: [false, true])
  func monotone(rotated: Bool) {
    var last = Double.infinity
    for size in stride(from: 70, through: 260, by: 10) {
      let scale = Self.scale(size, size / 4 + 8, rotated: rotated) ?? .infinity
      #expect(scale <= last)
      last = scale
    }
  }

  @Test("the scale found fits the terminal", arguments: [false, true])
  func fits(rotated: Bool) {
    for (columns, rows) in [(80, 24), (100, 30), (120, 40), (200, 50), (300, 90)] {
      guard let scale = Self.scale(columns, rows, rotated: rotated) else {
        Issue.record("no scale for \(columns)×\(rows)")
        continue
      }
      let need = SceneFit.needed(profile: Self.profile, isRotated: rotated, scale: scale)
      #expect(need.columns <= columns && need.rows <= rows)
      #expect((SceneFit.finestScale...SceneFit.coarsestScale).contains(scale))
    }
  }

  @Test(
    "the minimum size, held each way",
    arguments: [
      (false, TerminalSize(columns: 65, rows: 17)), (true, TerminalSize(columns: 62, rows: 23)),
    ])
  func minimumSize(rotated: Bool, expected: TerminalSize) {
    #expect(SceneFit.minimumSize(profile: Self.profile, isRotated: rotated) == expected)
  }

  @Test("the size every pose fits is the larger side of each grip's minimum")
  func minimumForEveryPose() {
    #expect(
      SceneFit.minimumSizeForEveryPose(profile: Self.profile)
        == TerminalSize(columns: 65, rows: 23))
  }

  @Test(
    "metrics exist at exactly the minimum size and not one cell below", arguments: [false, true])
  func belowMinimum(rotated: Bool) {
    let minimum = SceneFit.minimumSize(profile: Self.profile, isRotated: rotated)
    #expect(Self.scale(minimum.columns, minimum.rows, rotated: rotated) != nil)
    #expect(Self.scale(minimum.columns - 1, minimum.rows, rotated: rotated) == nil)
    #expect(Self.scale(minimum.columns, minimum.rows - 1, rotated: rotated) == nil)
    #expect(Self.scale(minimum.columns - 1, minimum.rows - 1, rotated: rotated) == nil)
  }

  @Test("80 × 24 shows both displays held either way")
  func eightyByTwentyFour() {
    for rotated in [false, true] {
      let minimum = SceneFit.minimumSize(profile: Self.profile, isRotated: rotated)
      #expect(minimum.columns <= 80 && minimum.rows <= 24)
    }
  }

  @Test(
    "TerminalSize(argument:)",
    arguments: [
      ("200x50", TerminalSize(columns: 200, rows: 50)),
      ("80X24", TerminalSize(columns: 80, rows: 24)),
      ("0x10", nil), ("10x", nil), ("x10", nil), ("10x10x10", nil), ("abc", nil), ("-5x10", nil),
    ] as [(String, TerminalSize?)])
  func sizeArgument(text: String, expected: TerminalSize?) {
    #expect(TerminalSize(argument: text) == expected)
  }
}
