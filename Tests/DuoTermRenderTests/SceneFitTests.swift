import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// `SceneFit`: the scale each display is drawn at (the lit one gets the room),
/// and the smallest terminal that shows them.
@Suite("Terminal fit")
struct SceneFitTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func scale(_ columns: Int, _ rows: Int, rotated: Bool, lit: Display = .inner)
    -> Double?
  {
    SceneFit.metrics(
      for: TerminalSize(columns: columns, rows: rows), profile: profile, isRotated: rotated,
      lit: lit)?
      .columnWidth
  }

  @Test("200 × 50 held the default way draws at 8 pt a column, 16 pt a row")
  func standardScale() throws {
    let metrics = try #require(
      SceneFit.metrics(for: .standard, profile: Self.profile, isRotated: false, lit: .inner))
    #expect(metrics.columnWidth == 8)
    #expect(metrics.lineHeight == 16)
    #expect(metrics.columns(in: 951) == 118)
    #expect(SceneFit.columns(951, scale: 8) == 119)
  }

  @Test(
    "the finest scale the lit display fits at",
    arguments: [
      (200, 50, false, Display.inner, 8.0), (200, 50, true, .inner, 10.25),
      (200, 50, true, .outer, 8.0), (80, 24, false, .inner, 17.25), (80, 24, false, .outer, 16.0),
      (80, 24, true, .outer, 14.75), (80, 24, true, .inner, 22.25),
    ])
  func scales(columns: Int, rows: Int, rotated: Bool, lit: Display, expected: Double) {
    #expect(Self.scale(columns, rows, rotated: rotated, lit: lit) == expected)
  }

  @Test(
    "the lit display gets the room: closed and held sideways at 80 × 24, the dark one is smaller")
  func litDisplayGetsTheRoom() throws {
    let size = TerminalSize(columns: 80, rows: 24)
    let scales = try #require(
      SceneFit.scales(for: size, profile: Self.profile, isRotated: true, lit: .outer))
    #expect(scales.lit < scales.dark, "the lit display is drawn finer: \(scales)")
    // One scale for both (what it was) would leave the lit display far smaller.
    let shared = try #require(
      stride(from: SceneFit.finestScale, through: SceneFit.coarsestScale, by: SceneFit.scaleStep)
        .first {
          let need = SceneFit.needed(profile: Self.profile, isRotated: true, scale: $0)
          return need.columns <= 80 && need.rows <= 24
        })
    #expect(scales.lit < shared)
  }

  @Test("a larger terminal never gets a coarser scale", arguments: [false, true])
  func monotone(rotated: Bool) {
    for lit in Display.allCases { monotone(rotated: rotated, lit: lit) }
  }

  func monotone(rotated: Bool, lit: Display) {
    var last = Double.infinity
    for size in stride(from: 70, through: 260, by: 10) {
      let scale = Self.scale(size, size / 4 + 8, rotated: rotated, lit: lit) ?? .infinity
      #expect(scale <= last)
      last = scale
    }
  }

  @Test(
    "the scales found fit the terminal, the dark display never finer", arguments: [false, true])
  func fits(rotated: Bool) {
    for (columns, rows) in [(80, 24), (100, 30), (120, 40), (200, 50), (300, 90)] {
      for lit in Display.allCases {
        let size = TerminalSize(columns: columns, rows: rows)
        guard
          let scales = SceneFit.scales(
            for: size, profile: Self.profile, isRotated: rotated, lit: lit)
        else {
          Issue.record("no scale for \(columns)×\(rows)")
          continue
        }
        let need = SceneFit.needed(
          profile: Self.profile, isRotated: rotated, lit: lit, litScale: scales.lit,
          darkScale: scales.dark)
        #expect(need.columns <= columns && need.rows <= rows)
        #expect((SceneFit.finestScale...SceneFit.coarsestScale).contains(scales.lit))
        #expect(scales.dark >= scales.lit)
      }
    }
  }

  @Test(
    "the minimum size, held each way",
    arguments: [
      (false, TerminalSize(columns: 53, rows: 16)), (true, TerminalSize(columns: 46, rows: 21)),
    ])
  func minimumSize(rotated: Bool, expected: TerminalSize) {
    #expect(SceneFit.minimumSize(profile: Self.profile, isRotated: rotated) == expected)
  }

  @Test("the size every pose fits is the larger side of each grip's minimum")
  func minimumForEveryPose() {
    #expect(
      SceneFit.minimumSizeForEveryPose(profile: Self.profile)
        == TerminalSize(columns: 53, rows: 21))
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
