/// The terminal colours DuoTerm uses: the eight every colour terminal has, and the
/// terminal's own default.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
  case `default` = 0
  case black, red, green, yellow, blue, magenta, cyan, white
}
