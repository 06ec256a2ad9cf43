/// The one table of global keys. Key handling, the help overlay and the README's
/// key table all read it, so they cannot disagree.
///
/// Every device action has a Ctrl binding besides its function key: Ctrl keys reach
/// the program inside tmux, over SSH and while a text field has focus (printable
/// keys are text there). Ctrl-B is left alone: it is tmux's prefix.
///
/// ```swift
/// Keymap.standard.command(for: .function(2))  // .device(.toggleOpen)
/// ```
public struct Keymap: Hashable, Sendable {
  public var bindings: [KeyBinding]

  public init(bindings: [KeyBinding]) {
    self.bindings = bindings
  }

  /// The command bound to `key`, if any.
  public func command(for key: Key) -> Command? {
    bindings.first { $0.keys.contains(key) }?.command
  }

  /// DuoTerm's keys (DESIGN.md, Keys).
  public static let standard = Keymap(
    bindings: [
      KeyBinding([.function(1), .character("?")], .toggleHelp, "help: every key"),
      KeyBinding([.function(2), .control("o")], .device(.toggleOpen), "open / close the phone"),
      KeyBinding(
        [.function(3), .control("k")], .device(.toggleBook), "book: partly fold held wide / flatten"
      ),
      KeyBinding(
        [.function(4), .control("t")], .device(.toggleTabletop),
        "tabletop: partly fold held tall / flatten"),
      KeyBinding([.function(5), .control("r")], .device(.rotate), "rotate a quarter turn"),
      KeyBinding([.function(6), .control("d")], .device(.hingeDown), "hinge angle −15°"),
      KeyBinding([.function(7), .control("u")], .device(.hingeUp), "hinge angle +15°"),
      KeyBinding([.function(8), .control("g")], .toggleRegionOverlay, "region overlay on / off"),
      KeyBinding([.function(9), .control("n")], .nextPattern, "next pattern"),
    ]
      + PatternID.allCases.enumerated().map { index, pattern in
        KeyBinding(
          [.character(Character(String(index + 1)))], .selectPattern(pattern),
          "show \(pattern.title)")
      }
      + [
        KeyBinding(
          [.function(11), .control("e")], .toggleReduceMotion,
          "Reduce Motion on / off (no movement, short fades)"),
        KeyBinding(
          [.function(12), .control("w")], .toggleFaithfulTimeline,
          "faithful timeline on / off (the measured in-between updates)"),
        KeyBinding([.function(10), .control("c")], .quit, "quit"),
      ]
  )
}
