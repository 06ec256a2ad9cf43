import Testing

@testable import DuoTermRender

@Suite struct ColorPairsTests {
  @Test func theTerminalsOwnColoursNeedNoPair() {
    var pairs = ColorPairs()
    var made: [[Int16]] = []
    #expect(pairs.pair(for: Style(isBold: true), limit: 64) { made.append([$0, $1, $2]) } == 0)
    #expect(made.isEmpty)
  }

  @Test func aPairIsMadeOnFirstUseAndReused() {
    var pairs = ColorPairs()
    var made: [[Int16]] = []
    let red = Style(foreground: .red)
    let onBlue = Style(background: .blue)
    #expect(pairs.pair(for: red, limit: 64) { made.append([$0, $1, $2]) } == 1)
    #expect(pairs.pair(for: onBlue, limit: 64) { made.append([$0, $1, $2]) } == 2)
    #expect(pairs.pair(for: red, limit: 64) { made.append([$0, $1, $2]) } == 1)
    // curses numbers colours from 0 (black); -1 is the terminal's own.
    #expect(made == [[1, 1, -1], [2, -1, 4]])
  }

  @Test func pastTheTerminalsLimitTheTerminalsColoursAreUsed() {
    var pairs = ColorPairs()
    #expect(pairs.pair(for: Style(foreground: .red), limit: 2) { _, _, _ in } == 1)
    #expect(pairs.pair(for: Style(foreground: .green), limit: 2) { _, _, _ in } == 0)
  }
}
