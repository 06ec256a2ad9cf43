/// What the decoders of one `decode` call share: the options and, in strict mode,
/// the keys each object was asked for, by path.
final class JSONDecodingContext {
  let strict: Bool
  /// For each object read through a keyed container, the keys asked for.
  private var asked: [Identity: JSONAskedKeys] = [:]

  /// Which object a record is about: a value read from text is told apart by where
  /// it starts (an integer to hash), one built in code by its path.
  private enum Identity: Hashable {
    case offset(Int)
    case path(JSONPath)

    init(_ value: JSONValue, at path: @autoclosure () -> JSONPath) {
      self = value.position.map { .offset($0.offset) } ?? .path(path())
    }
  }

  init(strict: Bool) {
    self.strict = strict
  }

  /// Notes that `object` (of `count` fields) at `path` is being read field by
  /// field; the record its container notes each key in (nil when not strict:
  /// nothing is noted).
  func visit(_ object: JSONValue, at path: JSONPath, count: Int) -> JSONAskedKeys? {
    guard strict else { return nil }
    let identity = Identity(object, at: path)
    if let known = asked[identity] { return known }
    let keys = JSONAskedKeys(count: count)
    asked[identity] = keys
    return keys
  }

  /// The first field, in document order, of an object read field by field that was
  /// never asked for; keys starting with `$` (`$schema`) are always allowed, but a
  /// `$schema` that is not a string is an error.
  func firstUnknownField(in value: JSONValue, at path: JSONPath = JSONPath()) -> JSONDecodeError? {
    switch value.kind {
    case .object(let object):
      guard let known = asked[Identity(value, at: path)] else { return nil }
      let askedAll = known.askedAll
      for (place, member) in object.members.enumerated() {
        if member.key.utf8.first == UInt8(ascii: "$") {
          // The schemas say `$schema` is a string (the schema's address): `5` is
          // refused here as an editor refuses it.
          guard member.key == "$schema", member.value.string == nil else { continue }
          return JSONDecodeError(
            position: member.value.position, path: path.appending(.key(member.key)).description,
            message:
              "'$schema' is the schema's address, a string — like \"Schemas/screen.schema.json\", or remove it"
          )
        }
        guard askedAll || known.wasAsked(place) else {
          return JSONDecodeError(
            position: member.keyPosition ?? value.position, path: path.description,
            message: "unknown field '\(member.key.visible)' — \(Self.fix(member.key, known.order))")
        }
        guard member.value.holdsValues,
          let error = firstUnknownField(in: member.value, at: path.appending(.key(member.key)))
        else { continue }
        return error
      }
    case .array(let items):
      for (index, item) in items.enumerated() where item.holdsValues {
        if let error = firstUnknownField(in: item, at: path.appending(.index(index))) {
          return error
        }
      }
    default: break
    }
    return nil
  }

  private static func fix(_ key: String, _ known: [String]) -> String {
    if let near = JSONSuggestion.nearest(to: key, among: known) {
      return "did you mean '\(near.visible)'?"
    }
    if known.isEmpty { return "this object takes no fields: remove it" }
    return "remove it; the fields here are "
      + known.map { "'\($0.visible)'" }.joined(separator: ", ")
  }
}
