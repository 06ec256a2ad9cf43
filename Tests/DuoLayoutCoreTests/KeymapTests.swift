import Testing

@testable import DuoLayoutCore

/// `Keymap.standard`: the one table of global keys (README.md, Keys).
@Suite("Keymap")
struct KeymapTests {
  static let keymap = Keymap.standard

  @Test(
    "the documented function keys and their Ctrl twins",
    arguments: [
      (1, Key.character("?"), Command.toggleHelp),
      (2, .control("o"), .device(.toggleOpen)),
      (3, .control("k"), .device(.toggleBook)),
      (4, .control("t"), .device(.toggleTabletop)),
      (5, .control("r"), .device(.rotate)),
      (6, .control("d"), .device(.hingeDown)),
      (7, .control("u"), .device(.hingeUp)),
      (8, .control("g"), .toggleRegionOverlay),
      (9, .control("n"), .nextPattern),
      (10, .control("c"), .quit),
    ])
  func documentedKeys(function: Int, twin: Key, command: Command) {
    #expect(Self.keymap.command(for: .function(function)) == command)
    #expect(Self.keymap.command(for: twin) == command)
  }

  @Test("F11 and Ctrl-E toggle Reduce Motion, F12 and Ctrl-W the faithful timeline")
  func motionKeys() {
    #expect(Self.keymap.command(for: .function(11)) == .toggleReduceMotion)
    #expect(Self.keymap.command(for: .control("e")) == .toggleReduceMotion)
    #expect(Self.keymap.command(for: .function(12)) == .toggleFaithfulTimeline)
    #expect(Self.keymap.command(for: .control("w")) == .toggleFaithfulTimeline)
  }

  @Test("Ctrl-B is left to tmux")
  func tmuxPrefixIsFree() {
    #expect(Self.keymap.command(for: .control("b")) == nil)
  }

  @Test("no key appears in two bindings, nor twice in one")
  func noDuplicateKeys() {
    let keys = Self.keymap.bindings.flatMap(\.keys)
    var seen: Set<Key> = []
    for key in keys {
      #expect(!seen.contains(key), "\(key.name) is bound twice")
      seen.insert(key)
    }
    #expect(seen.count == keys.count)
  }

  @Test("every device action has a non-function-key binding", arguments: DeviceAction.allCases)
  func nonFunctionBinding(action: DeviceAction) throws {
    let binding = try #require(Self.keymap.bindings.first { $0.command == .device(action) })
    let others = binding.keys.filter {
      if case .function = $0 { return false }
      return true
    }
    #expect(!others.isEmpty)
    // A Ctrl key, so it reaches the program while a text field has focus.
    #expect(
      others.contains {
        if case .control = $0 { return true }
        return false
      })
  }

  @Test("the first nine patterns have a digit key, in order; the rest have none")
  func patternDigits() {
    let ids = PatternRegistry.standard.ids
    for (index, pattern) in ids.prefix(9).enumerated() {
      let digit = Key.character(Character(String(index + 1)))
      #expect(Self.keymap.command(for: digit) == .selectPattern(pattern))
    }
    for pattern in ids.dropFirst(9) {
      #expect(
        !Self.keymap.bindings.contains { $0.command == .selectPattern(pattern) && !$0.keys.isEmpty }
      )
    }
  }

  /// The state keeps its keymap: a registry with fewer patterns (a screen file's)
  /// has fewer digit keys, as soon as the state holds it.
  @Test("the state's kept keymap follows its registry")
  func keptKeymapFollowsTheRegistry() {
    var state = EmulatorState()
    #expect(state.keymap == Self.keymap)
    state.setRegistry(PatternRegistry([ListDetailPattern.self, FeedPattern.self]))
    #expect(state.keymap.command(for: .character("2")) == .selectPattern(FeedPattern.id))
    #expect(state.keymap.command(for: .character("3")) == nil)
    #expect(state.keymap == Keymap(registry: state.registry, profile: state.profile))
  }

  @Test("every binding has keys and a summary")
  func bindingsComplete() {
    for binding in Self.keymap.bindings {
      #expect(!binding.keys.isEmpty)
      #expect(!binding.summary.isEmpty)
    }
  }

  @Test("key labels as the help lists them")
  func keyLabels() throws {
    let open = try #require(Self.keymap.bindings.first { $0.command == .device(.toggleOpen) })
    #expect(open.keyLabels == "F2, Ctrl-O")
  }

  /// The plan for the Ctrl keys left: every letter tmux passes through is either
  /// bound or kept for one feature still to come (none twice), and Ctrl-B, tmux's
  /// prefix, is neither.
  @Test("every Ctrl letter is bound or planned once; Ctrl-B is left to tmux")
  func theCtrlKeysArePlanned() {
    let bound = Self.keymap.bindings.flatMap(\.keys)
    let planned = Keymap.reserved.map(\.key)
    #expect(Set(planned).count == planned.count, "no key planned twice")
    for key in planned {
      #expect(!bound.contains(key), "\(key.label) is planned and bound")
      #expect(Self.keymap.command(for: key) == nil)
    }
    // Ctrl-H, I, J, M and [ are Backspace, Tab, Enter and Esc on a terminal; B is tmux's.
    let letters = "acdefgklnopqrstuvwxyz".map { Key.control($0) }
    for key in letters {
      #expect(
        bound.contains(key) || planned.contains(key), "\(key.label) is neither bound nor planned")
    }
    #expect(!bound.contains(.control("b")) && !planned.contains(.control("b")))
  }
}
