/// The item of a screen file's content that a node shows, found by the path the
/// node's ID implies: the node names its list by a prefix and the item by its ID
/// (`recipe.step.stir`: the step with the ID "stir") or by its number
/// (`list.row.3`: the third message). A search for any object with that ID could
/// name the wrong line where two kinds of thing share an ID (a tab and a row both
/// called "today"); the prefix says which list it is in.
///
/// ```swift
/// let json = try JSONReader.parse(#"{"steps": [{"id": "chop"}, {"id": "stir"}]}"#)
/// ContentItem.withID("recipe.step.stir", prefix: "recipe.step.", in: json["steps"])  // steps[1]
/// ContentItem.numbered("list.row.2", prefix: "list.row.", in: json["steps"])         // steps[1]
/// ```
public enum ContentItem {
  /// The item of `list` whose `"id"` is what `nodeID` holds after `prefix`.
  public static func withID(_ nodeID: String, prefix: String, in list: JSONValue?) -> JSONValue? {
    guard nodeID.hasPrefix(prefix) else { return nil }
    let id = String(nodeID.dropFirst(prefix.count))
    return list?.array?.first { $0["id"]?.string == id }
  }

  /// The item of `list` numbered (from 1) by what `nodeID` holds after `prefix`.
  public static func numbered(_ nodeID: String, prefix: String, in list: JSONValue?) -> JSONValue? {
    guard nodeID.hasPrefix(prefix), let number = Int(nodeID.dropFirst(prefix.count)) else {
      return nil
    }
    return list?[number - 1]
  }
}
