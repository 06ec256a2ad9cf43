/// What the decoders of one `decode` call share: the options and, in strict mode,
/// the keys each object was asked for, by path.
final class JSONDecodingContext {
  let strict: Bool
  /// For each object read through a keyed container, the keys asked for.
  private var asked: [JSONPath: JSONAskedKeys] = [:]

  init(strict: Bool) {
    self.strict = strict
  }

  /// Notes that the object at `path` is being read field by field; the record its
  /// container notes each key in (nil when not strict: nothing is noted).
  func visit(_ path: JSONPath) -> JSONAskedKeys? {
    guard strict else { return nil }
    if let known = asked[path] { return known }
    let keys = JSONAskedKeys()
    asked[path] = keys
    return keys
  }

  /// The first field, in document order, of an object read field by field that was
  /// never asked for; keys starting with `$` (`$schema`) are always allowed, but a
  /// `$schema` that is not a string is an error.
  func firstUnknownField(in value: JSONValue, at path: JSONPath = JSONPath()) -> JSONDecodeError? {
    switch value.kind {
    case .object(let object):
      guard let known = asked[path] else { return nil }
      for member in object.members where !member.key.hasPrefix("$") || member.key == "$schema" {
        if member.key == "$schema" {
          // The schemas say `$schema` is a string (the schema's address): `5` is refused
          // here as an editor refuses it.
          guard member.value.string == nil else { continue }
          return JSONDecodeError(
            position: member.value.position, path: path.appending(.key(member.key)).description,
            message:
              "'$schema' is the schema's address, a string — like \"Schemas/screen.schema.json\", or remove it"
          )
        }
        guard known.set.contains(member.key) else {
          return JSONDecodeError(
            position: member.keyPosition ?? value.position, path: path.description,
            message: "unknown field '\(member.key.visible)' — \(Self.fix(member.key, known.order))")
        }
        if let error = firstUnknownField(in: member.value, at: path.appending(.key(member.key))) {
          return error
        }
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
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
