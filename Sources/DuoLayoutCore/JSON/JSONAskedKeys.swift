/// The keys one object was asked for while it was decoded: what strict mode
/// compares the object's fields with. The object's keyed container holds it, so
/// asking for a key is a mark on the field's place, not a look-up of the object
/// by its path nor a hash of the key.
final class JSONAskedKeys {
  /// The keys asked for, in the order first asked: to suggest one for a field
  /// nobody asked for.
  private(set) var order: [String]
  /// Which of the object's fields, by place, were asked for.
  private var asked: [Bool]
  /// How many of the object's fields were asked for: all of them, most often.
  private(set) var askedCount = 0

  /// The record of an object with `count` fields.
  init(count: Int) {
    asked = Array(repeating: false, count: count)
    // Room for every field's key at once: growing the list key by key cost more
    // than the rest of asking.
    order = []
    order.reserveCapacity(count)
  }

  /// Notes that `key` was asked for; `place` is where the object has it, nil when
  /// it has no such field.
  func ask(_ key: String, at place: Int?) {
    guard let place else {
      if !order.contains(key) { order.append(key) }
      return
    }
    guard !asked[place] else { return }
    asked[place] = true
    askedCount += 1
    order.append(key)
  }

  /// Whether the object's field at `place` was asked for.
  func wasAsked(_ place: Int) -> Bool { asked[place] }

  /// Whether every field of the object was asked for.
  var askedAll: Bool { askedCount == asked.count }
}
