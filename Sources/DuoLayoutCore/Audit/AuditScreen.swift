/// One screen of a pattern the audit lays out: the keys that reach it from a fresh
/// start. A pattern's controls differ from screen to screen (the reply field, the
/// contents, Leave during a game), so checking only the first screen would miss
/// the controls that matter most.
///
/// ```swift
/// for screen in PatternID.sharedSplit.auditScreens {
///   let state = screen.state(pose: .book, terminal: .standard, pattern: .sharedSplit)
///   FoldAudit.findings(in: state.tree, env: state.environment)
/// }
/// ```
public struct AuditScreen: Hashable, Sendable {
  /// What the screen is, for the audit's report (`menu`, `four-in-a-row`).
  public var name: String
  /// The keys from a fresh start, pressed in the pose being checked.
  public var keys: [Key]

  public init(_ name: String, keys: [Key] = []) {
    self.name = name
    self.keys = keys
  }

  /// A fresh emulator in `pose` at `terminal` showing `pattern`, with the keys pressed.
  public func state(pose: Pose, terminal: TerminalSize, pattern: PatternID) -> EmulatorState {
    keys.reduce(EmulatorState(pose: pose, terminal: terminal, pattern: pattern)) {
      reduce($0, .key($1), at: 0)
    }
  }
}

extension PatternID {
  /// Every screen of the pattern that puts different controls on the glass.
  public var auditScreens: [AuditScreen] {
    switch self {
    case .listDetail:
      [
        AuditScreen("list"), AuditScreen("detail", keys: [.enter]),
        AuditScreen("reply", keys: [.enter, .tab]),
      ]
    case .twoPage: [AuditScreen("pages"), AuditScreen("contents", keys: [.character("c")])]
    case .feed: [AuditScreen("cards")]
    case .sharedSplit:
      [
        AuditScreen("menu"), AuditScreen("four-in-a-row", keys: [.space]),
        AuditScreen("leave-armed", keys: [.space, .backspace]),
        AuditScreen("pong", keys: [.down, .enter]),
      ]
    case .inspector: [AuditScreen("environment")]
    }
  }
}
