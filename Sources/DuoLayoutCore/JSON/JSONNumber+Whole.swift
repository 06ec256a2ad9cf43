extension JSONNumber {
  /// What a literal is as an integer of type `T`.
  enum Whole<T> {
    case value(T)
    /// It has a fraction (`2.5`, `1e-1`).
    case fraction
    /// It is whole but beyond `T`'s range.
    case outOfRange

    var value: T? {
      if case .value(let value) = self { value } else { nil }
    }
  }

  /// The literal's exact value as `T`: its digits times a power of ten, so `1.0`
  /// and `2.5e1` are whole and `1.0000000000000001` is not (though its `Double` is).
  static func whole<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> Whole<T> {
    var negative = false
    var value: T = 0
    var overflow = false
    // Zeros read but not yet multiplied in: trailing zeros only scale the value.
    var zeros = 0
    var exponent = 0
    var inFraction = false
    var bytes = text.utf8.makeIterator()
    func scale(_ value: T, by power: Int) -> T? {
      var value = value
      for _ in 0..<power {
        let (next, over) = value.multipliedReportingOverflow(by: 10)
        if over { return nil }
        value = next
      }
      return value
    }
    while let byte = bytes.next() {
      switch byte {
      case UInt8(ascii: "-"): negative = true
      case UInt8(ascii: "."): inFraction = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if inFraction { exponent -= 1 }
        let digit = T(byte - UInt8(ascii: "0"))
        if digit == 0 {
          zeros += 1
        } else if !overflow, let scaled = scale(value, by: zeros + 1) {
          let (next, over) =
            negative
            ? scaled.subtractingReportingOverflow(digit) : scaled.addingReportingOverflow(digit)
          (value, overflow, zeros) = (next, over, 0)
        } else {
          (overflow, zeros) = (true, 0)
        }
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        var sign = 1
        var power = 0
        while let byte = bytes.next() {
          switch byte {
          case UInt8(ascii: "-"): sign = -1
          case UInt8(ascii: "+"): break
          default: power = min(power * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
          }
        }
        exponent += sign * power
      default: break
      }
    }
    if value == 0 && !overflow { return .value(0) }
    exponent += zeros
    if exponent < 0 { return .fraction }
    // At most 39 digits fit any integer type here; more is beyond them all.
    guard !overflow, exponent <= 40, let scaled = scale(value, by: exponent) else {
      return .outOfRange
    }
    return .value(scaled)
  }
}
