import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// The text size: a larger size is more points a cell, so the same
/// phone holds fewer characters; the layout reflows and, at the largest sizes,
/// a two-pane pattern shows one pane.
@Suite("Text size")
struct TextSizeTests {
  @Test("large is 8 pt a column, accessibility-5 25; each size larger than the one before")
  func scale() {
    #expect(TextSize.large.columnWidth == TextMetrics.standard.columnWidth)
    #expect(TextSize.accessibility5.columnWidth == 25)
    let widths = TextSize.allCases.map(\.columnWidth)
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
    #expect(TextSize.large.larger == .xLarge && TextSize.xSmall.smaller == nil)
  }

  @Test("the scale is the text size's or the terminal's, whichever is larger")
  func effective() throws {
    var state = EmulatorState(pose: .open, terminal: TerminalSize(columns: 200, rows: 50))
    let terminal = try #require(state.textMetrics).columnWidth
    #expect(!state.terminalSetsTextSize)
    state.textSize = .accessibility5
    #expect(try #require(state.textMetrics).columnWidth == 25)
    #expect(state.environment.textMetrics.columnWidth == 25)
    state.textSize = .xSmall
    #expect(try #require(state.textMetrics).columnWidth == terminal)
    #expect(state.terminalSetsTextSize, "the terminal, not the setting, makes text this large")
  }

  @Test("Ctrl-A and Ctrl-X step the size; the models stay; the ends say so")
  func keys() {
    var state = EmulatorState(pose: .open)
    state = reduce(state, .key(.down), at: 0)
    let models = state.models
    state = reduce(state, .key(.control("a")), at: 1)
    #expect(state.textSize == .xLarge)
    #expect(state.models == models)
    for step in 0..<20 { state = reduce(state, .key(.control("a")), at: 2 + Double(step)) }
    #expect(state.textSize == .accessibility5)
    #expect(state.notices.shown?.text.contains("largest") == true)
    state = reduce(state, .key(.control("x")), at: 30)
    #expect(state.textSize == .accessibility4)
    #expect(state.models == models)
  }

  static func geometry(_ size: TextSize, pose: Pose) -> ListDetailGeometry {
    let profile = DeviceProfile.iPhoneDuo
    let env = profile.environment(
      for: pose.deviceState(profile), textMetrics: size.metrics,
      options: EnvironmentOptions(textSize: size))
    return ListDetailGeometry(ListDetailModel(), env: env)
  }

  @Test("larger text: fewer list rows", arguments: [Pose.closed, .open, .book])
  func reflow(pose: Pose) {
    let rows = TextSize.allCases.map { Self.geometry($0, pose: pose).rowCapacity }
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(rows.first! > rows.last!)
  }

  @Test("open, list-detail shows two panes at large and one at accessibility-5")
  func arrangement() {
    let large = Self.geometry(.large, pose: .open)
    #expect(large.list != nil && large.detail != nil)
    let largest = Self.geometry(.accessibility5, pose: .open)
    #expect((largest.list == nil) != (largest.detail == nil), "one pane at a time")
  }

  @Test("in book the active fold divides the window anyway: a pane each side at any size")
  func foldKeepsTwo() throws {
    let largest = Self.geometry(.accessibility5, pose: .book)
    let list = try #require(largest.list)
    let detail = try #require(largest.detail)
    #expect(list.maxX <= detail.minX)
  }
}
