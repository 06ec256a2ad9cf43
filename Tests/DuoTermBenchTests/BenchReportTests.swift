import Testing

@testable import DuoTermBench

/// What `duoterm-bench` reads and prints: callgrind's totals, medians and
/// percentiles, and its number formats.
@Suite("Bench report")
struct BenchReportTests {
  @Test(
    "the instruction total of a callgrind output file",
    arguments: [
      (
        "version: 1\ncreator: callgrind-3.19.0\nevents: Ir\nfl=a.c\nfn=f\n3 40\nsummary: 1200\ntotals: 1200\n",
        1200 as Int?
      ),
      ("events: Ir\nsummary: 77\n", 77),
      ("events: Ir\ntotals: 5 6\n", 5),
      ("events: Ir\nsummary: 9\ntotals: 12\n", 12),
      ("events: Ir\nfn=f\n3 40\n", nil),
      ("totals: lots\n", nil),
      ("", nil),
    ])
  func callgrindTotals(text: String, expected: Int?) {
    #expect(Callgrind.totalInstructions(in: text) == expected)
  }

  @Test(
    "median and nearest-rank percentile",
    arguments: [
      ([3.0, 1, 2], 2.0, 3.0), ([4.0, 1, 3, 2], 2.5, 4.0), ([5.0], 5.0, 5.0), ([], 0.0, 0.0),
      (Array(stride(from: 1.0, through: 100, by: 1)), 50.5, 95.0),
      (Array(stride(from: 1.0, through: 120, by: 1)), 60.5, 114.0),
    ])
  func statistics(values: [Double], median: Double, p95: Double) {
    #expect(BenchStats.median(values) == median)
    #expect(BenchStats.percentile(values, 95) == p95)
  }

  @Test(
    "numbers as printed",
    arguments: [
      (BenchStats.grouped(0), "0"), (BenchStats.grouped(999), "999"),
      (BenchStats.grouped(1000), "1,000"), (BenchStats.grouped(1_234_567), "1,234,567"),
      (BenchStats.grouped(-4200), "-4,200"), (BenchStats.fixed(1.5, 2), "1.50"),
      (BenchStats.fixed(0.0049, 2), "0.00"), (BenchStats.fixed(2.345, 1), "2.3"),
      (BenchStats.fixed(12.0, 0), "12"), (BenchStats.fixed(-0.25, 1), "-0.3"),
      (BenchStats.ratio(3, 2), "1.50×"), (BenchStats.ratio(1, 0), "n/a"),
    ])
  func formats(printed: String, expected: String) {
    #expect(printed == expected)
  }
}
