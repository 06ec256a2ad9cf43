/// The keys one object was asked for while it was decoded, in the order first
/// asked: what strict mode compares the object's fields with. The object's keyed
/// container holds it, so asking for a key is one set insertion, not a look-up of
/// the object by its path.
final class JSONAskedKeys {
  private(set) var order: [String] = []
  private(set) var set: Set<String> = []

  /// Notes that `key` was asked for.
  func ask(_ key: String) {
    if set.insert(key).inserted { order.append(key) }
  }
}
