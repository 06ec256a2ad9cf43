import DuoLayoutCore
import Foundation
import Testing

@testable import DuoTermRender

/// The keys on screen have a row of their own under the phone and the caption:
/// never over the phone, both at 80 × 24, in every shipped tour.
@Suite("Key cap row")
struct KeyCapRowTests {
  @Test func capsAreCentredNewestRightOldestDropped() {
    let row = KeyCapRow.grid(["F3", "Ctrl-K", "hello"], width: 30).text
    #expect(row.trimmingCharacters(in: .whitespaces) == "F3   Ctrl-K   hello")
    let narrow = KeyCapRow.grid(["F3", "Ctrl-K", "hello"], width: 16).text
    #expect(narrow.trimmingCharacters(in: .whitespaces) == "Ctrl-K   hello")
  }

  static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

  @Test(
    "every shipped tour shows its keys under the phone and its caption",
    arguments: CaptionTests.tours,
    sizes)
  func keysUnderThePhone(name: String, size: TerminalSize) throws {
    let text = try String(contentsOfFile: "\(CaptionTests.demos)/\(name).tour", encoding: .utf8)
    let script = try DemoScript.parse(text, name: name, file: "\(name).tour")
    let base = script.startState(terminal: size)
    var state = base.playingTour(script, at: 0)
    let first = try #require(script.schedule.first { $0.key != nil }, "a tour presses keys")
    state = state.running(until: first.time + 0.01)
    let layout = try #require(SceneLayout(state: state))
    let keys = try #require(layout.keys, "a row for the keys at \(size) in \(name)")
    let phoneBottom = max(layout.outer.bezel.maxY, layout.inner.bezel.maxY)
    #expect(keys.y >= phoneBottom && keys.y < layout.statusRow)
    if let caption = layout.caption { #expect(caption.intersection(keys).isEmpty) }
    let rows = Scene.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
    let label = try #require(state.keyOverlay.labels.last)
    #expect(rows[keys.y].contains(label), "'\(label)' on the keys' row: \(rows[keys.y])")
  }

  @Test func theRowGoesBlankWhenTheCapDoes() throws {
    var state = EmulatorState(pose: .open, terminal: .standard)
    state = reduce(state, .key(.control("]")), at: 0)
    state = reduce(state, .key(.function(3)), at: 1)
    let layout = try #require(SceneLayout(state: state))
    let keys = try #require(layout.keys)
    var shown = ShownFrame()
    _ = shown.update(to: state)
    #expect(shown.grid.map { Self.row($0, keys.y) }?.contains("F3") == true)
    state = state.running(until: 3)
    _ = shown.update(to: state)
    #expect(shown.grid.map { Self.row($0, keys.y) }?.contains("F3") == false)
  }

  static func row(_ grid: CellGrid, _ y: Int) -> String {
    String(grid.text.split(separator: "\n", omittingEmptySubsequences: false)[y])
  }
}
