@testable import DuoLayoutCore

/// A built-in pattern written out as a screen file's text, edited as a person
/// would edit it, and what the edited file shows: the content tests of each
/// catalog kind share it.
enum ExportedScreenText {
  /// The export of `pattern` as the file `duoterm screen export` writes.
  static func text(_ pattern: PatternID) -> String? {
    ScreenExport.screen(for: pattern)?.text(schema: "screen.schema.json")
  }

  /// The 1-based line of the `occurrence`th line of `text` holding `needle`.
  static func line(of needle: String, in text: String, occurrence: Int = 1) -> Int? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    let found = lines.filter { $0.element.contains(needle) }
    return found.count >= occurrence ? found[occurrence - 1].offset + 1 : nil
  }

  /// Every label and text of `tree`: what shows on the glass.
  static func strings(_ tree: LayoutNode) -> [String] {
    tree.allNodes.compactMap { node in
      switch node.role {
      case .label(let text), .text(let text): text
      case .container(.boxed(title: let title?)): title
      default: nil
      }
    }
  }
}
