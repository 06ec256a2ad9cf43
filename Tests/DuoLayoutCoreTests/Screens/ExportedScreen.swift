import Foundation
import Testing

@testable import DuoLayoutCore

/// A built-in pattern written out as a screen file and edited as text, as a person
/// edits it: what it shows and what reading it says.
enum ExportedScreen {
  /// The exported file's text for `pattern`, with each `(of, with)` replaced once.
  static func text(_ pattern: PatternID, replacing edits: [(of: String, with: String)] = [])
    throws -> String
  {
    var text = try #require(ScreenExport.screen(for: pattern)).text(schema: "screen.schema.json")
    for edit in edits {
      let range = try #require(text.range(of: edit.of), "\(edit.of) is in the export")
      text.replaceSubrange(range, with: edit.with)
    }
    return text
  }

  /// What reading `text` says is wrong, as the error prints, or nil when it reads.
  static func problem(_ text: String, file: String = "mine.json") -> String? {
    do {
      _ = try ScreenFile.read(text, file: file)
      return nil
    } catch {
      return error.description
    }
  }

  /// The 1-based line of `text` holding the `occurrence`th `needle`.
  static func line(of needle: String, in text: String, occurrence: Int = 1) -> Int? {
    var seen = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      seen += line.components(separatedBy: needle).count - 1
      if seen >= occurrence { return index + 1 }
    }
    return nil
  }

  /// Every string the tree shows: labels, text, controls' and boxes' titles.
  static func strings(_ tree: LayoutNode) -> [String] {
    tree.allNodes.compactMap { node in
      switch node.role {
      case .label(let text), .text(let text): text
      case .control(_, let title): title
      case .container(.boxed(let title?)): title
      default: nil
      }
    }
  }

  /// True when some string the tree shows contains `needle`.
  static func shows(_ needle: String, in tree: LayoutNode) -> Bool {
    strings(tree).contains { $0.contains(needle) }
  }
}
