import Foundation
import TestSupport

/// The repository's README.md, and the generated blocks in it.
enum Readme {
  static let url = Repository.url("README.md")

  /// The text between `<!-- NAME:begin -->` and `<!-- NAME:end -->`, which
  /// `Scripts/update-readme` writes; nil when the markers are missing.
  static func block(_ name: String) throws -> String? {
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let begin = text.range(of: "<!-- \(name):begin -->\n"),
      let end = text.range(of: "\n<!-- \(name):end -->", range: begin.upperBound..<text.endIndex)
    else { return nil }
    return String(text[begin.upperBound..<end.lowerBound])
  }
}
