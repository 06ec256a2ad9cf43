extension ScreenFile {
  /// The screen in `text`, checked: JSON syntax, unknown fields (with the nearest
  /// known one), wrong kinds of value, IDs that are malformed or used twice, and
  /// content the pattern needs. Every node gets its ID (a row without one gets its
  /// title's) and its line and column in the file.
  ///
  /// ```swift
  /// let screen = try ScreenFile.read(text, file: "recipes.json")
  /// screen.rows.first?.source   // 8:7
  /// ```
  public static func read(_ text: String, file path: String) throws(ScreenProblem) -> ScreenFile {
    try read(Array(text.utf8), file: path)
  }

  /// The screen in a file's UTF-8 `bytes`, checked as `read(_:file:)` checks text.
  /// The reader checks the UTF-8 as it goes, so the bytes need no check before.
  public static func read(_ bytes: [UInt8], file path: String) throws(ScreenProblem) -> ScreenFile {
    let file = path.visible
    let json: JSONValue
    do {
      json = try JSONReader.parse(bytes)
    } catch {
      throw ScreenProblem(
        error.description(file: file), source: FileLocation(file: path, error.position))
    }
    if json["screens"] != nil {
      var screen = ScreenFile(app: try AppFile.read(json, file: path))
      screen.file = path
      return screen
    }
    if json["pattern"]?.string == ScreenKind.app.rawValue {
      throw ScreenProblem(
        "\(file):\(json["pattern"]?.position.map { "\($0.line):\($0.column): " } ?? "")pattern: \"app\" is not written — an app file has \"screens\" (see Schemas/app.schema.json)",
        source: FileLocation(file: path, json["pattern"]?.position))
    }
    var screen: ScreenFile
    do {
      screen = try JSONValueDecoder(strict: true).decode(ScreenFile.self, from: json)
    } catch {
      throw ScreenProblem(
        error.description(file: file), source: FileLocation(file: path, error.position))
    }
    func position(_ key: String, _ index: Int) -> FileLocation? {
      FileLocation(file: path, json[key]?[index]?.position)
    }
    for index in screen.rows.indices {
      screen.rows[index].source = position("rows", index)
      if screen.rows[index].id.isEmpty {
        let derived = ScreenID.derived(from: screen.rows[index].title)
        screen.rows[index].id = derived.isEmpty ? "\(index + 1)" : derived
      }
    }
    for index in screen.toolbar.indices {
      screen.toolbar[index].source = position("toolbar", index)
    }
    for index in screen.buttons.indices {
      screen.buttons[index].source = position("buttons", index)
    }
    for index in screen.fields.indices { screen.fields[index].source = position("fields", index) }
    if let block = json["audit"] {
      do {
        screen.audit = try AuditConfig(block: block, file: file)
      } catch {
        throw ScreenProblem(
          error.description, source: FileLocation(file: path, line: error.line, column: 1))
      }
    }
    var decoded: (any Sendable)? = nil
    if let problem = screen.firstProblem(json: json, file: path, decoded: &decoded) {
      let at = problem.source.map { "\($0.line):\($0.column): " } ?? ""
      throw ScreenProblem("\(file):\(at)\(problem.message)", source: problem.source)
    }
    screen.content?.decoded = decoded
    screen.file = path
    return screen
  }

  /// The first thing wrong that decoding cannot see, with where.
  /// `decoded` is the content as its pattern read it, once it is checked.
  private func firstProblem(json: JSONValue, file: String, decoded: inout (any Sendable)?) -> (
    source: FileLocation?, message: String
  )? {
    var seen: [String: (kind: String, source: FileLocation?)] = [:]
    let groups: [(key: String, ids: [(id: String, source: FileLocation?)])] = [
      ("rows", rows.map { ($0.id, $0.source) }),
      ("toolbar", toolbar.map { ($0.id, $0.source) }),
      ("buttons", buttons.map { ($0.id, $0.source) }),
      ("fields", fields.map { ($0.id, $0.source) }),
    ]
    for group in groups {
      for (index, node) in group.ids.enumerated() {
        let path = "\(group.key)[\(index)].id"
        guard ScreenID.isValid(node.id) else {
          return (
            node.source,
            "\(path): \(node.id.quoted.visible) is not an ID — write lower-case letters, digits and dashes, like \"share\""
          )
        }
        // Rows are their own list: a row may share a control's ID; controls may not
        // share one, since a screen's controls are named alike in the audit.
        let kind = group.key == "rows" ? "rows" : "controls"
        if let first = seen["\(kind):\(node.id)"] {
          let at = first.source.map { " (first at \($0.line):\($0.column))" } ?? ""
          return (
            node.source,
            "\(path): the ID \(node.id.quoted) is used twice\(at) — give each one its own ID"
          )
        }
        seen["\(kind):\(node.id)"] = (group.key, node.source)
      }
    }
    for (index, button) in buttons.enumerated() where button.displacement != nil {
      if pattern == .extendedCanvas || button.placement != .center {
        return (
          button.source,
          "buttons[\(index)].displacement: only a centred button is displaced — remove it, or add \"placement\": \"center\" (an extended canvas's tools are always displaced)"
        )
      }
    }
    for (key, group) in [("toolbar", toolbar), ("buttons", buttons)] {
      for (index, control) in group.enumerated() {
        guard let reached = control.reachedBy, !ScreenID.isNodeID(reached) else { continue }
        return (
          control.source,
          "\(key)[\(index)].reachedBy: \(reached.quoted.visible) is not a node ID — write the ID duoterm tree prints for the node shown in its place, like \"list\""
        )
      }
    }
    // A content kind takes no controls of the file's (`contentProblem` says so).
    let named = pattern.contentPattern == nil ? (toolbar + buttons).compactMap(\.reachedBy) : []
    let laidOut = laidOut(Set(named))
    for (key, group) in [("toolbar", toolbar), ("buttons", buttons)] {
      for (index, control) in group.enumerated() {
        guard let reached = control.reachedBy, !named.isEmpty, !laidOut.contains(reached) else {
          continue
        }
        return (
          control.source,
          "\(key)[\(index)].reachedBy: no layout of this screen has a node \(reached.quoted) — write the ID duoterm tree prints for the node shown in its place, like \"list\""
        )
      }
    }
    if let problem = contentProblem(json: json, file: file, decoded: &decoded) { return problem }
    switch pattern {
    case .listDetail where rows.isEmpty:
      return (
        FileLocation(file: file, json.position),
        "rows: a list-detail screen has no rows — add \"rows\": [{\"title\": \"First\"}]"
      )
    case .extendedCanvas where canvas.isEmpty:
      return (
        FileLocation(file: file, json.position),
        "canvas: an extended-canvas screen has no canvas — add \"canvas\": [\"a line of the canvas\"]"
      )
    default:
      return nil
    }
  }

  /// What is wrong with the file's `"content"`: missing where its pattern needs
  /// it, present where the kind takes none, or not what its pattern reads.
  private func contentProblem(json: JSONValue, file: String, decoded: inout (any Sendable)?) -> (
    source: FileLocation?, message: String
  )? {
    guard let pattern = self.pattern.contentPattern else {
      guard let content = json["content"] else { return nil }
      return (
        FileLocation(file: file, content.position),
        "content: a \(self.pattern.rawValue) screen takes no content — remove it, or name a pattern that reads it (\(PatternRegistry.contentPatterns.map { $0.screenKind.rawValue }.joined(separator: ", ")))"
      )
    }
    for key in ["text", "rows", "canvas", "toolbar", "buttons", "fields"] {
      guard let part = json[key] else { continue }
      return (
        FileLocation(file: file, part.position),
        "\(key): a \(self.pattern.rawValue) screen takes its parts from its content — move them into \"content\" or remove \"\(key)\""
      )
    }
    guard let content = json["content"] else {
      return (
        FileLocation(file: file, json.position),
        "content: a \(self.pattern.rawValue) screen needs its content — add \"content\": {…} in the shape `duoterm screen export --pattern \(pattern.id)` writes"
      )
    }
    do {
      decoded = try pattern.content(content)
      return nil
    } catch {
      return (FileLocation(file: file, error.position), "\(error.path): \(error.message)")
    }
  }
}
