/// A JSON number: the literal as written, its nearest `Double`, and its exact `Int`
/// when it is a whole number that fits one.
///
/// The literal is kept so a file is written back as it was read (`1.50` stays
/// `1.50`, `12345678901234567890` keeps every digit) and so a decoder can read an
/// integer type exactly, whatever `Double` would round it to.
///
/// Two numbers are equal when they are the same value: exactly, for whole numbers
/// that fit an `Int` (`1`, `1.0` and `10e-1` are all 1), and as `Double`s otherwise.
///
/// ```swift
/// let number = JSONNumber(12)
/// number.text      // "12"
/// JSONNumber(0.1)?.double                 // 0.1
/// JSONNumber(literal: "2.50e1")?.int     // 25
/// JSONNumber(Double.nan)                  // nil: JSON has no NaN
/// ```
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
  /// The literal, as it is written: RFC 8259's number grammar.
  public let text: String
  /// The nearest `Double`; always finite.
  public let double: Double
  /// The exact value when it is whole and fits an `Int`.
  public let int: Int?

  /// A whole number.
  public init(_ value: Int) {
    text = String(value)
    double = Double(value)
    int = value
  }

  /// `value`, written so it reads back as the same `Double`, without `.0` when it
  /// is whole (`12`, `0.1`, `1e+20`). Nil for NaN and the infinities, which JSON
  /// cannot write.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    self.init(validLiteral: text)
  }

  /// `value`, written so it reads back as the same `Float`. Nil for NaN and the infinities.
  public init?(_ value: Float) {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    self.init(validLiteral: text)
  }

  /// The number a JSON literal writes (`-0.5`, `1e3`); nil when `literal` is not
  /// one or is beyond `Double`'s range.
  public init?(literal: String) {
    guard (try? JSONReader.parse(literal))?.number?.text == literal else { return nil }
    self.init(validLiteral: literal)
  }

  /// A literal already checked against the grammar. Nil when it is beyond
  /// `Double`'s range (`1e400`).
  init?(validLiteral text: String) {
    self.text = text
    let int = Int(text) ?? Self.whole(text, as: Int.self).value
    self.int = int
    let isNegativeZero = int == 0 && text.utf8.first == UInt8(ascii: "-")
    if let int, !isNegativeZero {
      double = Double(int)
    } else if let parsed = Double(text), parsed.isFinite {
      double = parsed
    } else {
      return nil
    }
  }

  public var description: String { text }

  public static func == (a: JSONNumber, b: JSONNumber) -> Bool {
    switch (a.int, b.int) {
    case (let x?, let y?): x == y
    case (nil, nil): a.double == b.double
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    if let int { hasher.combine(int) } else { hasher.combine(double) }
  }
}
