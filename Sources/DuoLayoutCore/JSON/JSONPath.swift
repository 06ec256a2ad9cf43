/// Where a value is inside a document, as a person writes it:
/// `displays[1].holds.wide.window.width`. Also the identity of an object while
/// decoding: two values at the same path are the same value.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// A path's last component and the path before it, shared by every path that
  /// goes on from it: a decoder makes a path for each value it reads, and copying
  /// the whole path each time cost a fifth of reading a long file.
  private final class Link: Sendable {
    let parent: Link?
    let component: Component
    let depth: Int

    init(parent: Link?, component: Component) {
      self.parent = parent
      self.component = component
      depth = (parent?.depth ?? 0) + 1
    }
  }

  private var last: Link?

  /// How many components the path has.
  var depth: Int { last?.depth ?? 0 }

  /// The components, outermost first.
  var components: [Component] {
    var components: [Component] = []
    components.reserveCapacity(depth)
    var link = last
    while let current = link {
      components.append(current.component)
      link = current.parent
    }
    return components.reversed()
  }

  func appending(_ component: Component) -> JSONPath {
    var path = JSONPath()
    path.last = Link(parent: last, component: component)
    return path
  }

  /// The path of a `codingPath`: keys this decoder made for array items are indices.
  init(_ codingPath: [any CodingKey]) {
    self.init(
      components: codingPath.map { key in
        if let item = key as? JSONKey, let index = item.intValue {
          .index(index)
        } else {
          .key(key.stringValue)
        }
      })
  }

  init(components: [Component] = []) {
    for component in components { last = Link(parent: last, component: component) }
  }

  static func == (a: JSONPath, b: JSONPath) -> Bool {
    a.last === b.last || a.components == b.components
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// The coding keys Swift's `Decoder` and `Encoder` report.
  var codingPath: [any CodingKey] {
    components.map { component in
      switch component {
      case .key(let key): JSONKey(key)
      case .index(let index): JSONKey(index: index)
      }
    }
  }

  /// `name.other[2]`; a key that is not a plain name is written `["a key"]`.
  var description: String {
    var text = ""
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where Self.isPlainName(key): text += (text.isEmpty ? "" : ".") + key
      case .key(let key): text += "[\(key.quoted)]"
      }
    }
    return text
  }

  private static func isPlainName(_ key: String) -> Bool {
    !key.isEmpty
      && key.utf8.first.map { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true
      && key.utf8.allSatisfy {
        JSONReader.isWordByte($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "$")
      }
  }

  /// The value at this path inside `root`, or the deepest one on the way to it.
  func value(in root: JSONValue) -> JSONValue {
    var value = root
    for component in components {
      let next: JSONValue? =
        switch component {
        case .key(let key): value[key]
        case .index(let index): value[index]
        }
      guard let next else { break }
      value = next
    }
    return value
  }
}
