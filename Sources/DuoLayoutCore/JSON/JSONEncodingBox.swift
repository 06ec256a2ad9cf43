/// A value being encoded. Containers are handed out before they are filled, and a
/// nested container is filled after its parent moved on, so values under
/// construction are shared boxes; `value` turns the finished tree into a `JSONValue`.
final class JSONEncodingBox {
  enum Content {
    /// Nothing encoded yet: an empty object, as a type that encodes nothing is.
    case empty
    case value(JSONValue)
    case array([JSONEncodingBox])
    case object(keys: [String], boxes: [String: JSONEncodingBox])
  }

  var content: Content = .empty

  /// The box of the field `key`, made an object first if need be; a key encoded
  /// again reuses its box, keeping its place.
  func field(_ key: String) -> JSONEncodingBox {
    makeObject()
    guard case .object(var keys, var boxes) = content else { return JSONEncodingBox() }
    if let box = boxes[key] { return box }
    // Drops the enum's references first, so the appends below do not copy.
    content = .empty
    let box = JSONEncodingBox()
    keys.append(key)
    boxes[key] = box
    content = .object(keys: keys, boxes: boxes)
    return box
  }

  /// A new box at the end of this array, made an array first if need be.
  func appended() -> JSONEncodingBox {
    makeArray()
    guard case .array(var items) = content else { return JSONEncodingBox() }
    content = .empty
    let box = JSONEncodingBox()
    items.append(box)
    content = .array(items)
    return box
  }

  /// Makes this box an object, if nothing else was encoded into it.
  func makeObject() {
    if case .empty = content { content = .object(keys: [], boxes: [:]) }
  }

  /// Makes this box an array, if nothing else was encoded into it.
  func makeArray() {
    if case .empty = content { content = .array([]) }
  }

  var value: JSONValue {
    switch content {
    case .empty: JSONValue(.object(JSONObject()))
    case .value(let value): value
    case .array(let items): JSONValue(.array(items.map(\.value)))
    case .object(let keys, let boxes):
      JSONValue(
        .object(JSONObject(keys.map { JSONMember(key: $0, value: boxes[$0]?.value ?? .null) })))
    }
  }
}
