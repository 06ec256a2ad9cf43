import Foundation
import TestSupport

/// Reading a captured row by terminal columns.
enum FaultText {
  /// `line` as terminal columns: each holds the character that starts in it, or
  /// nil where the wide character before it spills over. Zero-width characters
  /// take no column.
  static func cells(_ line: some StringProtocol) -> [Character?] {
    var result: [Character?] = []
    for character in line {
      let width = Screen.displayWidth(String(character))
      guard width > 0 else { continue }
      result.append(character)
      if width > 1 { result.append(contentsOf: repeatElement(nil, count: width - 1)) }
    }
    return result
  }
}
