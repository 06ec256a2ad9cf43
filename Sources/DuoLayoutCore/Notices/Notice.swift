/// One message for the person on the status line: what it says, how much it
/// matters, where it comes from and how long it shows.
///
/// ```swift
/// Notice.info("tour stopped: you have control")                       // a few seconds
/// Notice.error("session not saved: No space left on device — retrying",
///              source: "session")                                       // until fixed
/// ```
public struct Notice: Hashable, Sendable {
  /// How much a notice matters: the queue shows the most important first.
  public enum Level: Int, Hashable, Sendable, Comparable {
    case info, warning, error

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public var text: String
  public var level: Level
  /// What the notice is about (`session`, `settings`, `tour`): a new notice from
  /// the same source replaces the old one, and the source can clear it once the
  /// problem is gone. Nil for a one-off message.
  public var source: String?
  /// Seconds it shows once it reaches the status line; nil keeps it until its
  /// source clears it (an error that stays until fixed, the tour's banner).
  public var duration: Double?

  public init(_ text: String, level: Level, source: String? = nil, duration: Double?) {
    self.text = text
    self.level = level
    self.source = source
    self.duration = duration
  }

  /// Seconds an info notice shows. Basis: design (long enough to read a line).
  public static let infoDuration = 3.0
  /// Seconds a warning shows. Basis: design (twice an info: it asks for action).
  public static let warningDuration = 6.0

  /// A passing message, shown for `infoDuration`.
  public static func info(_ text: String, source: String? = nil) -> Notice {
    Notice(text, level: .info, source: source, duration: infoDuration)
  }

  /// A warning, shown for `warningDuration`.
  public static func warning(_ text: String, source: String? = nil) -> Notice {
    Notice(text, level: .warning, source: source, duration: warningDuration)
  }

  /// An error that stays until its source clears it.
  public static func error(_ text: String, source: String) -> Notice {
    Notice(text, level: .error, source: source, duration: nil)
  }

  /// What a key did, when the screen alone does not show it: one at a time (a new
  /// one replaces the last), shown for `infoDuration`.
  public static func feedback(_ text: String) -> Notice {
    info(text, source: "key")
  }

  /// A key nothing takes here: `Ctrl-Up: not bound here (F1 for keys)`.
  public static func unbound(_ keyLabel: String) -> Notice {
    feedback("\(keyLabel): not bound here (F1 for keys)")
  }

  /// What a click on a reserved region of the lit display says: which region,
  /// whether it is active, and where (`the fold: inactive, 40×669 at (455, 0)`).
  public static func clicked(_ region: ReservedRegion) -> Notice {
    info(
      "\(region.spokenName): \(region.isActive ? "active" : "inactive"), \(region.frame)",
      source: "click")
  }

  /// A banner that stays until its source clears it (a tour playing).
  public static func banner(_ text: String, source: String) -> Notice {
    Notice(text, level: .info, source: source, duration: nil)
  }
}
