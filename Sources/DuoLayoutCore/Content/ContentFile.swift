import DuoData

/// A data file of the repository's `Content/` folder (the canvas's map, the
/// pictures, the film), built into `duoterm` by the EmbedData plugin. Long content
/// is kept as data, not code, so it can be read and changed as what it is.
///
/// Every such file has the same shape:
/// - first, `# comments`, blank lines and `name: value` fields (`title: Ambry`);
/// - then sections: a line `[KIND NAME…]` (`[layer survey]`, `[picture the-ferry]`)
///   starts one, and every line up to the next is its own, kept as it is.
///
/// What each kind of section holds is the reader's business (`CanvasMap`,
/// `Picture`, `Film`); each file's comments say it too.
///
/// ```swift
/// let file = try ContentFile.parse("title: Two\n[grid]\n┌┐\n└┘\n", path: "Content/x.txt")
/// file.field("title")?.text     // "Two"
/// file.sections[0].lines.count  // 2
/// ```
public struct ContentFile: Hashable, Sendable {
  public var path: String
  /// The `name: value` lines before the first section, in order.
  public var fields: [ContentField]
  public var sections: [ContentSection]

  /// The value of the field `name` with its line, if the file has it.
  public func field(_ name: String) -> ContentLine? {
    fields.first { $0.name == name }?.value
  }

  /// The sections of one kind, in order.
  public func sections(_ kind: String) -> [ContentSection] {
    sections.filter { $0.kind == kind }
  }

  /// The file as shipped in `duoterm`, or an error naming the file when none is.
  public static func bundled(_ path: String) throws(ContentError) -> ContentFile {
    guard let text = BundledFiles.text(path) else {
      throw ContentError(
        path: path, line: 1, message: "no such file is built in — add it to Content/")
    }
    return try parse(text, path: path)
  }

  /// Reads `text` (a file at `path`, named in errors).
  public static func parse(_ text: String, path: String) throws(ContentError) -> ContentFile {
    var file = ContentFile(path: path, fields: [], sections: [])
    var number = 0
    // Lines split on bytes: a newline is one byte and never inside a character,
    // and splitting on characters would find where every character ends first.
    let newline = UInt8(ascii: "\n")
    for raw in text.utf8.split(separator: newline, omittingEmptySubsequences: false) {
      number += 1
      let bytes = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
      let line = String(Substring(bytes))
      if line.hasPrefix("[") {
        guard line.trimmingBlanks.hasSuffix("]") else {
          throw ContentError(
            path: path, line: number,
            message: "'\(line.visible)' opens a section but has no ] — write [kind name]")
        }
        let inside = line.trimmingBlanks.dropFirst().dropLast().trimmingBlanks
        let kind = inside.prefix { $0 != " " }
        guard !kind.isEmpty else {
          throw ContentError(
            path: path, line: number, message: "'[]' names no section — write [kind name]")
        }
        file.sections.append(
          ContentSection(
            kind: String(kind), name: String(inside.dropFirst(kind.count).trimmingBlanks),
            line: number, lines: []))
      } else if !file.sections.isEmpty {
        file.sections[file.sections.count - 1].lines.append(ContentLine(line, number: number))
      } else if line.trimmingBlanks.isEmpty || line.hasPrefix("#") {
        continue
      } else if let colon = line.firstIndex(of: ":"), line[..<colon].allSatisfy(isNameCharacter),
        colon != line.startIndex
      {
        let value = line[line.index(after: colon)...].trimmingBlanks
        file.fields.append(
          ContentField(name: String(line[..<colon]), value: ContentLine(value, number: number)))
      } else {
        throw ContentError(
          path: path, line: number,
          message:
            "'\(line.visible)' is neither a field nor a section — write name: value, or [kind name]"
        )
      }
    }
    for index in file.sections.indices {
      while let last = file.sections[index].lines.last, last.text.trimmingBlanks.isEmpty {
        file.sections[index].lines.removeLast()
      }
    }
    return file
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "-" || character == "_"
  }
}
