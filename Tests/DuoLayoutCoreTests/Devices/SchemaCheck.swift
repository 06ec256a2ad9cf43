@testable import DuoLayoutCore

/// The part of JSON Schema (draft 2020-12) DuoTerm's schemas use — type,
/// properties, required, additionalProperties, propertyNames, enum, items, local
/// `$ref`, numeric bounds, minLength, minItems, minProperties, pattern — enough
/// to check in the test suite that the shipped files are what the schema says an
/// editor will accept.
struct SchemaCheck {
  let root: JSONValue

  /// Every place `value` breaks the schema, as `path: what`.
  func problems(_ value: JSONValue) -> [String] {
    var found: [String] = []
    check(value, against: root, path: "$", into: &found)
    return found
  }

  private func resolve(_ schema: JSONValue) -> JSONValue {
    guard let reference = schema["$ref"]?.string, reference.hasPrefix("#/") else { return schema }
    var target = root
    for part in reference.dropFirst(2).split(separator: "/") {
      target = target[String(part)] ?? .null
    }
    return resolve(target)
  }

  private func check(
    _ value: JSONValue, against given: JSONValue, path: String, into found: inout [String]
  ) {
    let schema = resolve(given)
    if let allowed = schema["enum"]?.array, !allowed.contains(value) {
      found.append("\(path): \(value) is not one of \(allowed)")
    }
    if let type = schema["type"]?.string, !Self.matches(value, type) {
      found.append("\(path): expected \(type), found \(value)")
      return
    }
    if let number = value.number?.double {
      if let minimum = schema["minimum"]?.number?.double, number < minimum {
        found.append("\(path): \(number) < \(minimum)")
      }
      if let maximum = schema["maximum"]?.number?.double, number > maximum {
        found.append("\(path): \(number) > \(maximum)")
      }
      if let bound = schema["exclusiveMinimum"]?.number?.double, number <= bound {
        found.append("\(path): \(number) <= \(bound)")
      }
    }
    if let text = value.string {
      if let least = schema["minLength"]?.number?.int, text.count < least {
        found.append("\(path): shorter than \(least)")
      }
      if let pattern = schema["pattern"]?.string, let regex = try? Regex(pattern),
        text.wholeMatch(of: regex) == nil && (try? regex.firstMatch(in: text)) == nil
      {
        found.append("\(path): '\(text)' does not match \(pattern)")
      }
    }
    if let items = value.array {
      if let least = schema["minItems"]?.number?.int, items.count < least {
        found.append("\(path): fewer than \(least) items")
      }
      if let itemSchema = schema["items"] {
        for (index, item) in items.enumerated() {
          check(item, against: itemSchema, path: "\(path)[\(index)]", into: &found)
        }
      }
    }
    if let object = value.object {
      for key in schema["required"]?.array?.compactMap(\.string) ?? [] where object[key] == nil {
        found.append("\(path): missing \(key)")
      }
      if let least = schema["minProperties"]?.number?.int, object.count < least {
        found.append("\(path): fewer than \(least) fields")
      }
      let properties = schema["properties"]?.object
      for member in object.members {
        if let names = schema["propertyNames"] {
          check(JSONValue(.string(member.key)), against: names, path: "\(path) key", into: &found)
        }
        if let property = properties?[member.key] {
          check(member.value, against: property, path: "\(path).\(member.key)", into: &found)
        } else if let extra = schema["additionalProperties"] {
          if extra.bool == false {
            found.append("\(path): unexpected field \(member.key)")
          } else if extra.object != nil {
            check(member.value, against: extra, path: "\(path).\(member.key)", into: &found)
          }
        }
      }
    }
  }

  private static func matches(_ value: JSONValue, _ type: String) -> Bool {
    switch type {
    case "object": value.object != nil
    case "array": value.array != nil
    case "string": value.string != nil
    case "number": value.number != nil
    case "integer": value.number?.int != nil
    case "boolean": value.bool != nil
    case "null": value.isNull
    default: true
    }
  }
}
