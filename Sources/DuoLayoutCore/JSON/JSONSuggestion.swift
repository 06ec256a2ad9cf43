/// The name a person most likely meant when they wrote one that is not allowed:
/// `widht` for `width`, `boook` for `book`.
enum JSONSuggestion {
  /// The name in `names` nearest `word` by edit distance (a swap of two neighbours
  /// counts once, case is ignored), if it is near enough to be a typo: a third of
  /// the word's length, at least 1 and at most 3 edits.
  static func nearest(to word: String, among names: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    let limit = max(1, min(3, target.count / 3))
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(target, Array(name.lowercased().unicodeScalars))
      if distance <= limit, distance < best?.distance ?? .max { best = (name, distance) }
    }
    return best?.name
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and
  /// swaps of neighbours.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
