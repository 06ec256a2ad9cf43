import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// A front keeps the scene's layout while `SceneLayout.Inputs` hold (`ShownFrame`):
/// a key the app takes, typed or navigating, leaves them as they were, so the
/// scene is not laid out again; a new size, pose, grip, device, Split View or text
/// size changes them, and the layout kept is always the one the state makes.
@Suite struct SceneLayoutKeptTests {
  static let start = reduce(
    EmulatorState(pose: .open, terminal: .standard, pattern: .listDetail), .key(.enter), at: 0)

  @Test(arguments: [Key.down, .up, .tab, .character("h"), .character("i"), .backspace])
  func aKeyTheAppTakesKeepsTheLayout(key: Key) {
    let next = reduce(Self.start, .key(key), at: 1)
    #expect(SceneLayout.Inputs(next) == SceneLayout.Inputs(Self.start))
  }

  static let changes: [(String, Event)] = [
    (
      "a new size",
      .resize(SceneFit.viewport(for: TerminalSize(columns: 80, rows: 24), profile: .iPhoneDuo))
    ),
    ("closed", .key(.function(2))),
    ("rotated", .key(.function(5))),
    ("Split View", .key(.control("s"))),
    ("larger text", .key(.control("a"))),
  ]

  @Test(arguments: changes.indices)
  func aChangeOfTheSceneLaysItOutAgain(index: Int) throws {
    let (what, event) = Self.changes[index]
    let next = reduce(Self.start, event, at: 1).settled()
    #expect(SceneLayout.Inputs(next) != SceneLayout.Inputs(Self.start), "\(what)")
  }

  @Test func theKeptLayoutIsTheOneTheStateMakes() {
    var screen = ShownFrame()
    var state = Self.start
    let events: [Event] = [
      .key(.down), .key(.tab), .key(.character("x")), .key(.function(3)), .tick,
      .key(.control("s")), .key(.down), .key(.function(5)), .key(.up),
    ]
    for (index, event) in events.enumerated() {
      state = reduce(state, event, at: Double(index)).settled()
      _ = screen.update(to: state)
      #expect(screen.layout == SceneLayout(state: state), "after \(event)")
    }
  }
}
