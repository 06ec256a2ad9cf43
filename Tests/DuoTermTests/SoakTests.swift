import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// Soak: 10,000 random device, pattern and seat actions, headless, from
/// fixed seeds (four runs of 2,500 steps, side by side), with typing in every kind
/// of text, pastes, pattern switches, overlays, resizes and time passing (glides,
/// timelines and pong in between). After every step:
///
/// - nothing trapped;
/// - a device action, a pattern switch or a resize left every model as it was
///   (time passing alone changes a game);
/// - no control or field is in an active fold or its margins (`FoldAudit`);
/// - the rendered frame is exactly the terminal: its size, and on every row cells
///   whose widths add up to the columns, each as wide as its glyph.
@Suite("Soak: 10,000 random actions, headless")
struct SoakTests {
  static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]
  static let steps = 2_500

  static let deviceKeys: [Key] = [
    .function(2), .function(3), .function(4), .function(5), .function(6), .function(7),
    .control("o"), .control("k"), .control("t"), .control("r"), .control("d"), .control("u"),
    // The environment: Split View, text size, direction.
    .control("s"), .control("a"), .control("x"), .control("f"),
  ]

  static let switchKeys: [Key] =
    [.function(9), .control("n")]
    + (1...min(9, PatternRegistry.standard.ids.count)).map { .character(Character("\($0)")) }

  /// The seats' keys on the shared screen: elsewhere they are the pattern's or text.
  static let seatKeys: [Key] = [
    .character("w"), .character("a"), .character("s"), .character("d"), .space, .character(" "),
    .up, .down, .left, .right, .enter, .backspace, .character("q"), .character("p"),
    .character("f"), .character("v"), .character("W"), .character("D"),
  ]

  /// Text of every kind: CJK, an emoji made wide by VS16, ZWJ sequences, a flag,
  /// combining marks (one on its own too), controls a paste may hold.
  static let texts = [
    "東京", "❤\u{FE0F}", "👩\u{200D}💻", "🇯🇵", "Zoe\u{301}", "\u{301}", "a\u{200D}", "漢字 ok",
    "x\ty", "line\nnext", "\u{1100}\u{1161}", "👍\u{1F3FD}", "#\u{FE0F}\u{20E3}",
    "long " + String(repeating: "word ", count: 30),
  ]

  static let otherKeys: [Key] = [
    .function(8), .control("g"), .function(11), .control("e"), .function(12), .control("w"),
  ]

  static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30),
    TerminalSize(columns: 120, rows: 36), TerminalSize(columns: 97, rows: 31),
    TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 40, rows: 12),
    TerminalSize(columns: 1, rows: 1),
  ]

  static func patternKeys(_ pattern: PatternID) -> [Key] {
    PatternRegistry.standard[pattern].keys
  }

  /// What the next step does.
  enum Action {
    case device(Key)
    case switchPattern(Key)
    case resize(TerminalSize)
    case key(Key)
    case tick
  }

  static func nextAction(_ state: EmulatorState, _ random: inout SoakRandom) -> Action {
    switch random.below(100) {
    case 0..<22: return .device(deviceKeys[random.below(deviceKeys.count)])
    case 22..<26:
      // While a field has focus a digit is text: only F9 and Ctrl-N switch.
      let typing = state.patternEntry.isTyping(state.models)
      return .switchPattern(switchKeys[random.below(typing ? 2 : switchKeys.count)])
    case 26..<28: return .resize(sizes[random.below(sizes.count)])
    case 28..<55:
      let keys = patternKeys(state.pattern)
      return .key(keys.isEmpty ? .down : keys[random.below(keys.count)])
    case 55..<75: return .key(seatKeys[random.below(seatKeys.count)])
    case 75..<85:
      let text = texts[random.below(texts.count)]
      if random.below(3) == 0 { return .key(.paste(text)) }
      return .key(.character(text.first ?? "x"))
    case 85..<88: return .key(otherKeys[random.below(otherKeys.count)])
    case 88..<90: return .key(random.below(2) == 0 ? .function(1) : .escape)
    default: return .tick
    }
  }

  @Test("2,500 random steps from a fixed seed, checked after each", arguments: seeds)
  func soak(seed: UInt64) {
    var random = SoakRandom(seed: seed)
    var state = EmulatorState(
      pose: Pose.allCases[random.below(Pose.allCases.count)],
      terminal: Self.sizes[random.below(3)],
      pattern: PatternRegistry.standard.ids[random.below(PatternRegistry.standard.ids.count)])
    var now = 0.0
    var failures: [String] = []
    for step in 0..<Self.steps {
      // Mostly a key a moment apart; sometimes at once; sometimes a long pause.
      switch random.below(10) {
      case 0: break
      case 1: now += 1.5
      default: now += Double(random.below(200)) / 1000
      }
      let action = Self.nextAction(state, &random)
      // What time alone does to the models (under the help it stands still).
      var ticked = state.models
      if !state.showsHelp { state.patternEntry.tick(&ticked, max(state.now, now)) }
      let label: String
      let keepsModels: Bool
      switch action {
      case .device(let key), .switchPattern(let key):
        (label, keepsModels) = (key.name, true)
        state = reduce(state, .key(key), at: now)
      case .resize(let size):
        (label, keepsModels) = ("resize to \(size)", true)
        state = reduce(state, .resize(state.viewport(for: size)), at: now)
      case .key(let key):
        (label, keepsModels) = (key.name, false)
        state = reduce(state, .key(key), at: now)
      case .tick:
        (label, keepsModels) = ("tick", false)
        state = reduce(state, .tick, at: now)
      }
      if keepsModels, state.models != ticked {
        let changed = Self.difference(ticked, state.models)
        failures.append("step \(step): \(label) in \(state.pattern.argument) changed \(changed)")
      }
      if state.shouldQuit { state.shouldQuit = false }
      let inFold = FoldAudit.controlsInTheFold(state.tree, env: state.environment)
      if !inFold.isEmpty {
        failures.append(
          "step \(step) (\(label), \(state.pattern.argument), \(state.pose.argument)): "
            + "in an active fold: \(inFold)")
      }
      failures += Self.frameProblems(state).map { "step \(step) (\(label)): \($0)" }
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5))")
  }

  /// The models that differ, for a failure message.
  static func difference(_ a: AppModels, _ b: AppModels) -> String {
    var parts: [String] = []
    if a.listDetail != b.listDetail {
      parts.append("list-detail \(a.listDetail) → \(b.listDetail)")
    }
    if a.twoPage != b.twoPage { parts.append("two-page \(a.twoPage) → \(b.twoPage)") }
    if a.feed != b.feed { parts.append("feed \(a.feed) → \(b.feed)") }
    if a.shared != b.shared {
      let left = Mirror(reflecting: a.shared).children.map { ($0.label ?? "", "\($0.value)") }
      let right = Mirror(reflecting: b.shared).children.map { "\($0.value)" }
      for ((label, old), new) in zip(left, right) where old != new {
        parts.append("shared.\(label) \(old) → \(new)")
      }
    }
    return parts.joined(separator: "; ")
  }

  /// What is wrong with the frame `state` renders, if anything.
  static func frameProblems(_ state: EmulatorState) -> [String] {
    let grid = Scene.render(state)
    let size = state.terminal
    guard grid.width == size.columns, grid.height == size.rows else {
      return ["a \(grid.width)×\(grid.height) frame for a \(size) terminal"]
    }
    var problems: [String] = []
    for y in 0..<grid.height {
      var x = 0
      while x < grid.width {
        let cell = grid[x, y]
        let width = Int(cell.width)
        if cell.isContinuation {
          problems.append("row \(y), column \(x): a continuation with no wide glyph")
          break
        }
        if TerminalWidth.of(cell.character) != width {
          problems.append("row \(y), column \(x): \(cell.character.debugDescription) \(width) wide")
        }
        if width == 2, x + 1 >= grid.width || !grid[x + 1, y].isContinuation {
          problems.append("row \(y), column \(x): a wide glyph with no continuation")
        }
        x += width
      }
      if x != grid.width { problems.append("row \(y) is \(x) columns, not \(grid.width)") }
    }
    return problems
  }
}

/// SplitMix64 with a fixed seed: the same run every time.
struct SoakRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
