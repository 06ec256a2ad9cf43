/// The IDs of a screen's nodes: given in the file or derived from a title, and
/// the rule both follow (lower-case letters, digits and dashes), so a node's path
/// in the layout tree (`list.row.pancakes`) is stable and readable.
///
/// ```swift
/// ScreenID.derived(from: "Crème brûlée!")   // "cr-me-br-l-e"
/// ScreenID.isValid("send-2")                // true
/// ScreenID.isNodeID("list.row.pancakes")     // true
/// ```
public enum ScreenID {
  /// The ID a title gives: letters and digits lower-cased, every other run a dash.
  public static func derived(from title: String) -> String {
    var id = ""
    for character in title.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        id.append(character)
      } else if !id.isEmpty && id.last != "-" {
        id.append("-")
      }
    }
    while id.last == "-" { id.removeLast() }
    return id
  }

  /// True for a usable ID: not empty, lower-case ASCII letters, digits and dashes.
  public static func isValid(_ id: String) -> Bool {
    !id.isEmpty
      && id.allSatisfy { $0 == "-" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }
  }

  /// True for a node's path in the layout tree: valid IDs joined by dots.
  public static func isNodeID(_ path: String) -> Bool {
    path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
      isValid(String($0))
    }
  }
}
