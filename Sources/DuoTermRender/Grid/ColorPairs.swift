/// The colour pairs a curses screen has made, numbered on first use: a terminal may
/// have only 64, so a pair is made only for a style that shows. One type for
/// duoterm's writer and the bench's copy of it, so both number pairs alike; the
/// caller makes the pair (`init_pair`), this type stays free of curses.
///
/// ```swift
/// var pairs = ColorPairs()
/// let pair = pairs.pair(for: style, limit: COLOR_PAIRS) { init_pair($0, $1, $2) }
/// ```
public struct ColorPairs: Sendable {
  private var made: [Int: Int16] = [:]
  private var next: Int16 = 1

  public init() {}

  /// The pair for `style`'s colours: 0 for the terminal's own colours, and 0 once
  /// `limit` pairs exist; otherwise the pair made before, or a new one, which
  /// `make(number, foreground, background)` defines (a curses colour, -1 for the
  /// terminal's own).
  public mutating func pair(
    for style: Style, limit: Int32, make: (Int16, Int16, Int16) -> Void
  ) -> Int16 {
    guard style.foreground != .default || style.background != .default else { return 0 }
    let key = Int(style.foreground.rawValue) * 16 + Int(style.background.rawValue)
    if let known = made[key] { return known }
    guard Int32(next) < limit else { return 0 }
    func curses(_ color: Color) -> Int16 { color == .default ? -1 : Int16(color.rawValue) - 1 }
    make(next, curses(style.foreground), curses(style.background))
    made[key] = next
    next += 1
    return made[key] ?? 0
  }
}
