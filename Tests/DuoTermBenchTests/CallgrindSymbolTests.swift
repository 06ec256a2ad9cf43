import Testing

@testable import DuoTermBench

/// The functions callgrind counts inside are found by name in the binary's
/// mangled symbols; a name that repeats a word of its type's (`Burst` in
/// `BurstBench.callgrindBurstPresses`) is mangled as a back-reference and is not
/// found, and the figure is skipped. This binary holds the bench's code too.
@Suite("Callgrind symbols")
struct CallgrindSymbolTests {
  @Test(
    "every function the bench counts inside is found by its name",
    .enabled(if: ChildProcess.which("nm") != nil))
  func found() throws {
    // Only the lines that can match: this test binary's listing is large.
    let listing = try #require(
      ChildProcess.run(
        ["sh", "-c", "nm --defined-only \"$0\" | grep callgrind", ChildProcess.selfPath]))
    let symbols = Callgrind.swiftSymbols(inListing: listing.output)
    let names =
      FrameCostBench.arms.map(\.1) + [
        "callgrindFoldPresses", "callgrindPrintCells", "callgrindFirstFrame",
      ]
    for name in names {
      #expect(Callgrind.symbol(named: name, among: symbols) != nil, "\(name)")
    }
  }

  @Test(
    "the bench reads tmux's answers: a pane's ID starts with %, as notifications do",
    .enabled(if: ChildProcess.which("tmux") != nil))
  func paneAnswer() throws {
    let folder = try #require(BenchFiles.makeFolder())
    defer { BenchFiles.remove(folder) }
    let tmux = try TmuxControl(folder: folder, width: 80, height: 24, command: "sleep 30")
    defer { tmux.close() }
    let pane = try tmux.firstPane()
    #expect(pane.id.hasPrefix("%") && pane.pid > 0)
  }
}
