/// The one table of global keys. Key handling, the help overlay and the README's
/// key table all read it, so they cannot disagree. It is built from the pattern
/// registry (a digit key for each of the first nine patterns) and the profile
/// (the hinge's step).
///
/// Every device action has a Ctrl binding besides its function key: Ctrl keys reach
/// the program inside tmux, over SSH and while a text field has focus (printable
/// keys are text there). Ctrl-B is left alone: it is tmux's prefix; Ctrl-] (the
/// byte 0x1D, which tmux and terminals pass on) shows the keys. The Ctrl keys
/// that are still free are planned in `reserved`, so later features take them from
/// one list.
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

  /// DuoTerm's keys (README.md, Keys) for `registry`'s patterns and `profile`'s hinge.
  /// The standard patterns with iPhone Duo's step (every built-in profile's) are
  /// the table made once, `standard`: a state is made for each layout an audit
  /// sweep checks, and each state keeps its keymap.
  public init(registry: PatternRegistry = .standard, profile: DeviceProfile = .iPhoneDuo) {
    if profile.hinge.step.value == Self.made.step, registry == .standard {
      self = Self.made.keymap
    } else {
      self.init(building: registry, step: profile.hinge.step.value)
    }
  }

  /// The keys for `registry`'s patterns and a hinge that moves by `step` degrees.
  private init(building registry: PatternRegistry, step: Double) {
    let step = step.pointText
    let patterns = registry.entries.prefix(9).enumerated().map { index, entry in
      KeyBinding(
        [.character(Character(String(index + 1)))], .selectPattern(entry.id),
        "show \(entry.title)")
    }
    bindings =
      [
        KeyBinding([.function(1), .character("?")], .toggleHelp, "help: every key"),
        KeyBinding([.function(2), .control("o")], .device(.toggleOpen), "open / close the phone"),
        KeyBinding(
          [.function(3), .control("k")], .device(.toggleBook),
          "book: partly fold held wide / flatten"),
        KeyBinding(
          [.function(4), .control("t")], .device(.toggleTabletop),
          "tabletop: partly fold held tall / flatten"),
        KeyBinding([.function(5), .control("r")], .device(.rotate), "rotate a quarter turn"),
        KeyBinding([.function(6), .control("d")], .device(.hingeDown), "hinge angle −\(step)°"),
        KeyBinding([.function(7), .control("u")], .device(.hingeUp), "hinge angle +\(step)°"),
        KeyBinding([.function(8), .control("g")], .toggleRegionOverlay, "region overlay on / off"),
        KeyBinding(
          [.function(9), .control("n")], .nextPattern,
          "next pattern (digits: the first nine; twice in a game)"),
      ] + patterns + [
        KeyBinding(
          [.function(11), .control("e")], .toggleReduceMotion,
          "Reduce Motion on / off (no movement, short fades)"),
        KeyBinding(
          [.function(12), .control("w")], .toggleFaithfulTimeline,
          "faithful timeline on / off (the measured in-between updates)"),
        KeyBinding(
          [.control("q")], .toggleSlowMotion,
          "slow motion on / off: every glide 10× slower (or --slow N)"),
        KeyBinding(
          [.control("y")], .nextDevice,
          "next device, same pose and screen (duoterm devices lists them)"),
        KeyBinding(
          [.control("s")], .cycleSplitView,
          "Split View: ½, ⅔, ⅓ on each side, then the whole display"),
        KeyBinding(
          [.control("\\")], .leaveSplitView, "leave Split View at once: the whole display"),
        KeyBinding([.control("a")], .textSize(larger: true), "text size larger"),
        KeyBinding([.control("x")], .textSize(larger: false), "text size smaller"),
        KeyBinding(
          [.control("f")], .toggleDirection, "layout direction: left to right / right to left"),
        KeyBinding(
          [.control("]")], .toggleKeyOverlay,
          "keys on screen: each key under the phone (on in tours)"),
        KeyBinding([.control("l")], .repaint, "draw the whole screen again"),
        KeyBinding(
          [.control("p")], .screenshot, "screenshot: the frame on screen as SVG, text and ANSI"),
        KeyBinding([.control("z")], .suspend, "suspend to the shell (fg comes back)"),
        KeyBinding([.function(10), .control("c")], .quit, "quit"),
      ]
  }

  /// The keys for the standard patterns on iPhone Duo.
  public static var standard: Keymap { made.keymap }

  /// `standard`, and the hinge step it was made for.
  private static let made = (
    keymap: Keymap(building: .standard, step: DeviceProfile.iPhoneDuo.hinge.step.value),
    step: DeviceProfile.iPhoneDuo.hinge.step.value
  )

  /// The plan for the Ctrl keys still free in tmux (V): each is
  /// kept for one feature still to come, so no two features take the same key. A
  /// key moves from here into `bindings` when its feature is built.
  public static let reserved: [(key: Key, purpose: String)] = [
    (.control("v"), "recording on / off")
  ]
}
