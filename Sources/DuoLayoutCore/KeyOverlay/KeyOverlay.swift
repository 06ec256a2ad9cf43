/// The keys on screen: each key pressed, as a small cap in a band under the phone
/// for about a second, so people watching a demo (or its recording) see what was
/// pressed. Typed text collapses into one cap that grows as it is typed; a click
/// is a cap of its own. On in tours (a tour's `keys off` turns it off), toggled
/// in the front by Ctrl-]. It asks for a tick only while a cap shows, so an idle
/// phone stays idle.
///
/// ```swift
/// var keys = KeyOverlay(isOn: true)
/// keys.press(.function(3), at: 0)
/// keys.press(.character("h"), at: 0.1)
/// keys.press(.character("i"), at: 0.2)
/// keys.caps.map(\.label)  // ["F3", "hi"]
/// keys.nextDeadline       // 1.0: when F3's cap goes
/// ```
public struct KeyOverlay: Hashable, Sendable {
  /// True while pressed keys are shown.
  public var isOn: Bool
  /// The caps showing, oldest first.
  public private(set) var caps: [KeyCap] = []

  /// Seconds a cap shows after its key (a word: after its last character).
  /// Basis: design (long enough to read a key name, short enough to keep up).
  public static let showing = 1.0
  /// The most caps shown at once: a burst of keys keeps the newest.
  public static let most = 6
  /// The most characters a word's cap shows: the end of a longer one, after `…`.
  public static let longestWord = 20

  public init(isOn: Bool = false) {
    self.isOn = isOn
  }

  /// When the oldest cap goes, or nil while none shows (no tick wanted).
  public var nextDeadline: Double? { caps.map(\.until).min() }

  /// Shows `key` from `now` (nothing while the overlay is off).
  public mutating func press(_ key: Key, at now: Double) {
    guard isOn else { return }
    if let text = Self.typed(key) {
      if let last = caps.last, last.isText, last.until > now {
        caps[caps.count - 1].label += text
        caps[caps.count - 1].until = now + Self.showing
        return
      }
      if text == " " {
        add(KeyCap(label: Key.space.label, until: now + Self.showing))
        return
      }
      add(KeyCap(label: text, isText: true, until: now + Self.showing))
      return
    }
    add(KeyCap(label: key.label, until: now + Self.showing))
  }

  /// Shows a click from `now`.
  public mutating func click(at now: Double) {
    guard isOn else { return }
    add(KeyCap(label: "click", until: now + Self.showing))
  }

  /// Turns the overlay on or off; off clears what shows.
  public mutating func turn(on: Bool) {
    isOn = on
    if !on { caps = [] }
  }

  /// The overlay as it is with no cap showing: what the screen holds apart from
  /// the keys (a tour's `expect "TEXT"` reads the app, not the word just typed).
  public var withoutCaps: KeyOverlay {
    var copy = self
    copy.caps = []
    return copy
  }

  /// Drops the caps whose time is up at `now`.
  public mutating func advance(to now: Double) {
    caps.removeAll { $0.until <= now }
  }

  /// What each cap shows: a word's last `longestWord` characters.
  public var labels: [String] {
    caps.map { cap in
      guard cap.isText, cap.label.count > Self.longestWord else { return cap.label }
      return "…" + cap.label.suffix(Self.longestWord - 1)
    }
  }

  private mutating func add(_ cap: KeyCap) {
    caps.append(cap)
    if caps.count > Self.most { caps.removeFirst(caps.count - Self.most) }
  }

  /// The text `key` types, for a key that types (a paste shows as its text too).
  private static func typed(_ key: Key) -> String? {
    switch key {
    case .character(let c): String(c).visible
    case .space: " "
    case .paste(let text, _): text.visible
    default: nil
    }
  }
}
