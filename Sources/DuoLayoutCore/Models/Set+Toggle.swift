extension Set {
  /// Takes `member` out if it is in, puts it in if it is not: flags, likes, marks.
  ///
  ///     var flagged: Set = [3]
  ///     flagged.toggle(3)  // []
  ///     flagged.toggle(7)  // [7]
  mutating func toggle(_ member: Element) {
    if remove(member) == nil { insert(member) }
  }
}
