import DuoLayoutCore
import DuoTermRender
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// Pong on one keyboard, through the whole interactive loop with
/// injected input. With no key releases (tmux, SSH), a press sets a paddle moving
/// until the wall, the other way or the seat's stop key, so two players pressing at
/// once both move; where the terminal answers `CSI ? u`, its key events are turned
/// on and letting a key go stops the paddle. Also: a key nothing takes says so, and
/// with no colour nothing drawn has one.
@Suite struct KeyEventSessionTests {
  static let start = 100.0

  /// Pong running on the shared screen, open and flat (side by side: W/S and ↑/↓
  /// move the paddles).
  static func pong() -> EmulatorState {
    var state = EmulatorState(pose: .open, pattern: .sharedSplit)
    state = reduce(state, .key(.character("s")), at: 0)  // the menu: pong
    state = reduce(state, .key(.enter), at: 0)
    return state
  }

  static func raw(_ text: String) -> [UInt8] { DecoderInput.raw(text) }

  @Test func bothPaddlesMoveWhenBothPlayersPressAtOnce() throws {
    let terminal = MemoryTerminal(start: Self.start)
    // Two keys held at once: the keyboard repeats only the last, interleaved here
    // as a terminal would send them, then only ↑ repeats.
    terminal.send(Self.raw("w"), at: Self.start + 1.5)
    terminal.send(MemoryTerminal.bytes(for: .up), at: Self.start + 1.55)
    for step in 1...5 {
      terminal.send(MemoryTerminal.bytes(for: .up), at: Self.start + 1.55 + Double(step) * 0.03)
    }
    terminal.type("F10", at: Self.start + 1.9)
    let session = InteractiveSession(state: Self.pong(), backend: terminal)
    #expect(session.run() == .quit)
    let paddles = session.state.models.shared.pong.paddles
    #expect(paddles.first < 0.5 - 0.2, "W kept moving without repeating: \(paddles.first)")
    #expect(paddles.second < 0.5 - 0.2, "↑ moved too: \(paddles.second)")
  }

  @Test func theStopKeyStopsAPaddle() {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.send(Self.raw("w"), at: Self.start + 1.5)
    terminal.send(Self.raw("x"), at: Self.start + 1.6)
    terminal.type("F10", at: Self.start + 2.5)
    let session = InteractiveSession(state: Self.pong(), backend: terminal)
    #expect(session.run() == .quit)
    let pong = session.state.models.shared.pong
    #expect(pong.paddleMotion.first == 0)
    #expect(
      abs(pong.paddles.first - (0.5 - 0.1 * Pong.paddleSpeed)) < 0.04, "\(pong.paddles.first)")
  }

  @Test func kittyKeyEventsTurnOnAndAReleaseStopsThePaddle() {
    let terminal = MemoryTerminal(start: Self.start)
    // The terminal answers the query: it speaks the protocol.
    terminal.send(Self.raw("\u{1B}[?0u"), at: Self.start + 0.1)
    // W held, ↑ pressed and repeating, W let go, ↑ still held: only the first stops.
    terminal.send(Self.raw("\u{1B}[119;1:1u"), at: Self.start + 1.5)
    terminal.send(Self.raw("\u{1B}[1;1:1A"), at: Self.start + 1.52)
    terminal.send(Self.raw("\u{1B}[119;1:2u\u{1B}[1;1:2A"), at: Self.start + 1.56)
    terminal.send(Self.raw("\u{1B}[119;1:3u"), at: Self.start + 1.6)
    terminal.send(Self.raw("\u{1B}[1;1:2A"), at: Self.start + 1.7)
    terminal.send(Self.raw("\u{1B}[1;1:3A"), at: Self.start + 1.9)
    terminal.type("F10", at: Self.start + 2.5)
    let session = InteractiveSession(state: Self.pong(), backend: terminal)
    #expect(session.run() == .quit)
    #expect(terminal.keyEventsEnabled == 1)
    let pong = session.state.models.shared.pong
    #expect(pong.paddleMotion == SeatPair(0), "both let go, both still")
    #expect(
      pong.paddles.first > pong.paddles.second,
      "W was let go first: \(pong.paddles.first) vs \(pong.paddles.second)")
  }

  @Test func aKeyNothingTakesSaysSoForAMoment() {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.send(Self.raw("\u{1B}[1;5A"), at: Self.start + 1)
    terminal.type("F10", at: Self.start + 1.5)
    let session = InteractiveSession(state: EmulatorState(pose: .open), backend: terminal)
    #expect(session.run() == .quit)
    #expect(terminal.statusLine.contains("Ctrl-Up: not bound here (F1 for keys)"))
  }

  @Test func withNoColourNothingDrawnHasAColour() {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("F8", at: Self.start + 1)
    terminal.type("F10", at: Self.start + 2)
    let session = InteractiveSession(
      state: EmulatorState(pose: .book), backend: terminal, colours: false)
    #expect(session.run() == .quit)
    #expect(
      terminal.screen.cells.allSatisfy {
        $0.style.foreground == .default && $0.style.background == .default
      })
    #expect(terminal.screen.cells.contains { $0.style.isReverse }, "reverse still marks things")
  }

  @Test(
    "NO_COLOR turns colour off unless --color always; --color never turns it off",
    arguments: [
      (ColorChoice.auto, [String: String](), true), (.auto, ["NO_COLOR": "1"], false),
      (.auto, ["NO_COLOR": ""], true), (.always, ["NO_COLOR": "1"], true), (.never, [:], false),
    ])
  func colourChoice(choice: ColorChoice, environment: [String: String], on: Bool) {
    #expect(choice.isOn(noColor: environment["NO_COLOR"]) == on)
  }
}
