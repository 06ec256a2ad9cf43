import DuoLayoutCore

/// Glyphs as they look after a half is turned. Letters and digits cannot turn in a
/// terminal and stay upright; lines, corners, arrows and half blocks are symmetric
/// enough to be drawn turned, so a box stays a box and an arrow keeps pointing
/// where it pointed on the owner's side.
///
/// ```swift
/// TurnedGlyph.turn("─", clockwise: 1)  // "│"
/// TurnedGlyph.turn("▼", clockwise: 2)  // "▲"
/// TurnedGlyph.turn("A", clockwise: 1)  // "A"
/// ```
public enum TurnedGlyph {
  /// Cycles of glyphs, each the previous one turned a quarter clockwise.
  static let cycles: [[Character]] = [
    ["─", "│"], ["━", "┃"], ["═", "║"], ["┈", "┊"], ["┄", "┆"], ["╌", "╎"], ["-", "|"],
    ["┌", "┐", "┘", "└"], ["┏", "┓", "┛", "┗"], ["╔", "╗", "╝", "╚"], ["╭", "╮", "╯", "╰"],
    ["├", "┬", "┤", "┴"], ["←", "↑", "→", "↓"], ["◀", "▲", "▶", "▼"], ["◂", "▴", "▸", "▾"],
    ["▀", "▐", "▄", "▌"],
  ]

  /// Pairs that only a half turn maps onto each other (a quarter turn makes arcs
  /// of them, which no glyph draws).
  static let halfTurnPairs: [Character: Character] = [
    "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<",
  ]

  static let quarter: [Character: Character] = {
    var map: [Character: Character] = [:]
    for cycle in cycles {
      for (index, glyph) in cycle.enumerated() {
        map[glyph] = cycle[(index + 1) % cycle.count]
      }
    }
    return map
  }()

  /// `glyph` turned clockwise by `turns` quarter turns.
  public static func turn(_ glyph: Character, clockwise turns: Int) -> Character {
    let k = QuarterTurn.normalized(turns)
    if k == 2, let pair = halfTurnPairs[glyph] { return pair }
    var result = glyph
    for _ in 0..<k { result = quarter[result] ?? result }
    return result
  }

  /// What a wide glyph becomes in a quarter-turned half, where it would have to
  /// stand two rows tall in one column: a narrow box, so every row keeps its width.
  public static let wideStandIn: Character = "▯"
}
