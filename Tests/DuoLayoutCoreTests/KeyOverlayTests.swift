import Testing

@testable import DuoLayoutCore

/// The keys on screen: each key a cap for about a second, typed text one word, a
/// click its own cap; on in tours unless `keys off`, Ctrl-] in the front; no tick
/// asked for while no cap shows.
@Suite("Keys on screen")
struct KeyOverlayTests {
  @Test func eachKeyIsACapForASecond() {
    var keys = KeyOverlay(isOn: true)
    keys.press(.function(3), at: 0)
    keys.press(.control("k"), at: 0.2)
    keys.click(at: 0.4)
    #expect(keys.labels == ["F3", "Ctrl-K", "click"])
    #expect(keys.nextDeadline == KeyOverlay.showing)
    keys.advance(to: 1.1)
    #expect(keys.labels == ["Ctrl-K", "click"])
    keys.advance(to: 1.4)
    #expect(keys.labels.isEmpty)
    #expect(keys.nextDeadline == nil, "idle: no tick wanted once the caps are gone")
  }

  @Test func typedTextIsOneWordThatGrows() {
    var keys = KeyOverlay(isOn: true)
    for (index, key) in [Key.character("h"), .character("i"), .space, .character("y")].enumerated()
    {
      keys.press(key, at: Double(index) * 0.06)
    }
    keys.press(.enter, at: 0.3)
    #expect(keys.labels == ["hi y", "Enter"])
    // The word stays a second after its last character.
    keys.advance(to: 0.18 + KeyOverlay.showing - 0.01)
    #expect(keys.labels == ["hi y", "Enter"])
  }

  @Test func aLongWordShowsItsEnd() {
    var keys = KeyOverlay(isOn: true)
    keys.press(.paste("Thanks for the alert! The ferry site loads again."), at: 0)
    #expect(keys.labels == ["…y site loads again."])
    #expect(keys.labels[0].count == KeyOverlay.longestWord)
  }

  @Test func offShowsNothing() {
    var keys = KeyOverlay()
    keys.press(.function(2), at: 0)
    #expect(keys.labels.isEmpty && keys.nextDeadline == nil)
  }

  @Test func aBurstKeepsTheNewest() {
    var keys = KeyOverlay(isOn: true)
    for n in 1...9 { keys.press(.function(n), at: Double(n) * 0.01) }
    #expect(keys.labels == (4...9).map { "F\($0)" })
  }

  @Test func ctrlBracketTogglesItAndAnIdlePhoneAsksForNoTick() {
    var state = EmulatorState(pose: .open)
    state = reduce(state, .key(.control("]")), at: 0)
    #expect(state.keyOverlay.isOn)
    state = state.running(until: 10)
    #expect(state.nextDeadline == nil, "nothing shows, nothing ticks")
    state = reduce(state, .key(.function(3)), at: 10)
    #expect(state.keyOverlay.labels == ["F3"])
    state = state.running(until: 12)
    #expect(state.keyOverlay.labels.isEmpty)
    state = reduce(state, .key(.control("]")), at: 12)
    state = reduce(state, .key(.function(3)), at: 12.5)
    #expect(!state.keyOverlay.isOn && state.keyOverlay.labels.isEmpty)
  }

  @Test func onInToursUntilKeysOff() throws {
    let script = try DemoScript.parse(
      "F3\nwait 500\nkeys off\nF3\nwait 500", name: "t", file: "t.tour")
    #expect(script.showsKeys)
    var state = EmulatorState(pose: .open)
    state.startTour(script, at: 0)
    state = state.running(until: 0.1)
    #expect(state.keyOverlay.labels == ["F3"])
    state = state.running(until: 0.6)
    #expect(!state.keyOverlay.isOn && state.keyOverlay.labels.isEmpty)
    let quiet = try DemoScript.parse("keys off\nF3\nwait 100", name: "q", file: "q.tour")
    #expect(!quiet.showsKeys, "no row for keys a tour never shows")
  }

  @Test func aToursEndGivesTheKeysBackAsTheyWere() throws {
    let script = try DemoScript.parse("F3\nwait 500", name: "t", file: "t.tour")
    var state = EmulatorState(pose: .open)
    state.startTour(script, at: 0)
    state = state.running(until: 0.6)
    #expect(state.tour == nil && !state.keyOverlay.isOn, "off after, as before")
    state = reduce(state, .key(.control("]")), at: 1)
    state.startTour(script, at: 2)
    state = reduce(state, .key(.function(10)), at: 2.1)  // takes over
    #expect(state.tour == nil && state.keyOverlay.isOn, "on after, as before")
  }

  @Test func keysTakesOnOrOff() {
    #expect(throws: DemoError.self) {
      try DemoScript.parse("keys maybe", name: "t", file: "t.tour")
    }
  }

  @Test func ctrlBracketIsAKeyName() throws {
    #expect(try Key(name: "C-]") == .control("]"))
    #expect(Key.control("]").label == "Ctrl-]")
  }
}
