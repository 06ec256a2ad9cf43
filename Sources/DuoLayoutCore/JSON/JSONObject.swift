/// A JSON object's fields in the order they were written, each key once. A key is
/// found by a look through the fields while there are few (most objects have a
/// handful: hashing each key into a dictionary cost more than the search), and
/// through an index of places once there are more than `indexedAbove`.
///
/// Keys compare as Swift strings, so two keys that differ only in how an accent is
/// encoded (`é` as one scalar or as `e` and a combining mark) are the same key: a
/// person cannot tell them apart either.
///
/// Equal objects have the same keys with equal values, in any order.
///
/// ```swift
/// var object = JSONObject()
/// object["width"] = 466
/// object["height"] = 678
/// object.keys           // ["width", "height"]
/// object["width"] = nil
/// object.keys           // ["height"]
/// ```
public struct JSONObject: Equatable, Sendable {
  /// The fields, in written order.
  public private(set) var members: [JSONMember] = []
  /// Each key's place in `members`, kept once there are more than `indexedAbove`.
  private var places: [String: Int]? = nil
  /// The most fields an object keeps without an index.
  static let indexedAbove = 16

  public init() {}

  /// An object of `members`; a repeated key keeps its first place and its last value.
  public init(_ members: [JSONMember]) {
    for member in members { insert(member) }
  }

  public var keys: [String] { members.map(\.key) }
  public var count: Int { members.count }
  public var isEmpty: Bool { members.isEmpty }

  /// The field named `key`, with where its key was written.
  public func member(_ key: String) -> JSONMember? {
    place(of: key).map { members[$0] }
  }

  /// Where the field named `key` is in `members`.
  func place(of key: String) -> Int? {
    if let places { return places[key] }
    return members.firstIndex { $0.key == key }
  }

  /// The value of `key`. Setting a new key adds it at the end; setting an existing
  /// one keeps its place; setting nil removes it.
  public subscript(key: String) -> JSONValue? {
    get { member(key)?.value }
    set {
      if let newValue {
        insert(JSONMember(key: key, keyPosition: member(key)?.keyPosition, value: newValue))
      } else if let place = place(of: key) {
        members.remove(at: place)
        guard places != nil else { return }
        places?[key] = nil
        for index in place..<members.count { places?[members[index].key] = index }
      }
    }
  }

  /// Adds `member`, or replaces the field with its key in place. Returns the field it
  /// replaced.
  @discardableResult
  public mutating func insert(_ member: JSONMember) -> JSONMember? {
    if let place = place(of: member.key) {
      defer { members[place] = member }
      return members[place]
    }
    members.append(member)
    if places != nil {
      places?[member.key] = members.count - 1
    } else if members.count > Self.indexedAbove {
      places = Dictionary(uniqueKeysWithValues: members.indices.map { (members[$0].key, $0) })
    }
    return nil
  }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.count == b.count && a.members.allSatisfy { b[$0.key] == $0.value }
  }
}
