/// Small statistics and number formats for `duoterm-bench`'s report.
///
/// ```swift
/// BenchStats.median([3, 1, 2])          // 2
/// BenchStats.percentile([1, 2, 3, 4], 95)  // 4
/// BenchStats.grouped(1234567)           // "1,234,567"
/// ```
enum BenchStats {
  /// The middle value (the mean of the two middle ones for an even count); 0 for none.
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The nearest-rank `percent` percentile; 0 for none.
  static func percentile(_ values: [Double], _ percent: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((percent * Double(sorted.count) / 100).rounded(.up))
    return sorted[min(sorted.count, max(1, rank)) - 1]
  }

  /// `value` with thousands separated by commas.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// `value` with `places` decimals.
  static func fixed(_ value: Double, _ places: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    var text = String(whole)
    if places > 0 {
      let fraction = String(Int(rounded) - whole * Int(scale))
      text += "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
    return value < 0 && rounded > 0 ? "-" + text : text
  }

  /// A ratio as `1.23×`, or `n/a` when the denominator is zero.
  static func ratio(_ numerator: Double, _ denominator: Double) -> String {
    denominator == 0 ? "n/a" : fixed(numerator / denominator, 2) + "×"
  }
}
