/// A screen a designer writes: which pattern lays it out, its content and its
/// controls, and never a point. `Schemas/screen.schema.json` describes the file;
/// `ScreenFile.read` reads one with errors that name the line.
///
/// ```swift
/// let screen = try ScreenFile.read(#"{"title": "Notes", "pattern": "stack", "text": "Hi"}"#,
///                                  file: "notes.json")
/// screen.pattern   // .stack
/// ```
public struct ScreenFile: Hashable, Sendable, Codable {
  /// The screen's heading, and the canvas's caption.
  public var title: String
  /// The catalog pattern (or the plain stack) that lays it out.
  public var pattern: ScreenKind
  /// A note for the person editing the file; never shown.
  public var description: String?
  /// Body text (the stack's; the detail's when the selected row has none).
  public var text: String?
  /// The list: each row a title, a trailing detail and the text of its detail.
  public var rows: [ScreenRow]
  /// The extended canvas, as lines of text (a board, a plan, a map).
  public var canvas: [String]
  /// The toolbar's items, in order.
  public var toolbar: [ScreenControl]
  /// Buttons, along the bottom unless placed at the centre.
  public var buttons: [ScreenControl]
  /// Text fields, above the buttons.
  public var fields: [ScreenField]
  /// A catalog pattern's own content, in the shape its built-in sample is kept in
  /// (`ContentPattern`); nil for the kinds laid out from the parts above.
  public var content: ScreenContent?
  /// The audit's rule levels for this file's findings (its `"audit"` block, the
  /// shape of `duoterm-audit.json`'s `rules` and `nodes`): where it sets a level it
  /// wins over the team's config. Read by `read`; not written back by `text`.
  public var audit: AuditConfig?
  /// The app, for an app file (`pattern` is `.app`).
  public var app: AppFile?
  /// The file it was read from, as named to `read`; nil for a screen made in code.
  /// Not part of the file's JSON.
  public var file: String?

  public init(
    title: String, pattern: ScreenKind, text: String? = nil, rows: [ScreenRow] = [],
    canvas: [String] = [], toolbar: [ScreenControl] = [], buttons: [ScreenControl] = [],
    fields: [ScreenField] = []
  ) {
    self.title = title
    self.pattern = pattern
    self.text = text
    self.rows = rows
    self.canvas = canvas
    self.toolbar = toolbar
    self.buttons = buttons
    self.fields = fields
  }

  /// The screen that shows `app`.
  public init(app: AppFile) {
    self.init(title: app.title, pattern: .app)
    self.app = app
  }

  /// An empty stack: what a screen model holds before a file is read.
  public static let empty = ScreenFile(title: "No screen file", pattern: .stack)

  enum CodingKeys: String, CodingKey {
    case title, pattern, description, text, rows, canvas, toolbar, buttons, fields, content, audit
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    pattern = try container.decode(ScreenKind.self, forKey: .pattern)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    text = try container.decodeIfPresent(String.self, forKey: .text)
    rows = try container.decodeIfPresent([ScreenRow].self, forKey: .rows) ?? []
    canvas = try container.decodeIfPresent([String].self, forKey: .canvas) ?? []
    toolbar = try container.decodeIfPresent([ScreenControl].self, forKey: .toolbar) ?? []
    buttons = try container.decodeIfPresent([ScreenControl].self, forKey: .buttons) ?? []
    fields = try container.decodeIfPresent([ScreenField].self, forKey: .fields) ?? []
    content = try container.decodeIfPresent(ScreenContent.self, forKey: .content)
    // Taken here, read by `read`, whose errors name the file and line.
    _ = container.contains(.audit)
  }

  /// Written as the file holds it: empty lists left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(description, forKey: .description)
    try container.encode(title, forKey: .title)
    try container.encode(pattern, forKey: .pattern)
    try container.encodeIfPresent(text, forKey: .text)
    if !rows.isEmpty { try container.encode(rows, forKey: .rows) }
    if !canvas.isEmpty { try container.encode(canvas, forKey: .canvas) }
    if !toolbar.isEmpty { try container.encode(toolbar, forKey: .toolbar) }
    if !fields.isEmpty { try container.encode(fields, forKey: .fields) }
    if !buttons.isEmpty { try container.encode(buttons, forKey: .buttons) }
    try container.encodeIfPresent(content, forKey: .content)
  }

  /// The file's text: `$schema` first (so an editor validates and completes it),
  /// then the screen, pretty-printed.
  ///
  /// ```swift
  /// ScreenFile.starter(.stack).text(schema: "Schemas/screen.schema.json")
  /// ```
  public func text(schema: String) -> String {
    if let app { return app.text() }
    // A screen is strings and lists of them: it always encodes.
    let value = (try? JSONValueEncoder().encode(self)) ?? .null
    var object = JSONObject([JSONMember(key: "$schema", value: JSONValue(.string(schema)))])
    for member in value.object?.members ?? [] { _ = object.insert(member) }
    return JSONWriter(pretty: true).write(JSONValue(.object(object))) + "\n"
  }

  /// Every ID the file declares, with where: rows, toolbar items, buttons, fields.
  public var declaredNodes: [(id: String, source: FileLocation?)] {
    rows.map { ($0.id, $0.source) } + toolbar.map { ($0.id, $0.source) }
      + buttons.map { ($0.id, $0.source) } + fields.map { ($0.id, $0.source) }
  }

  /// Where the node with layout ID `nodeID` (`toolbar.share`, `rows.row.pancakes`)
  /// is declared, if the file declares it: for a finding on the file's line.
  /// `models`, the state it was laid out in, tells a content pattern which of its
  /// items a node is where its ID alone does not (a row in one of several tabs).
  public func source(ofNode nodeID: String, models: AppModels? = nil) -> FileLocation? {
    if let app {
      // `<screen>.<id>[.<part>]`, after a seat's `first.`/`second.` in a two-seat app.
      var parts = nodeID.split(separator: ".").map(String.init)
      if app.isSeated, parts.first == "first" || parts.first == "second" { parts.removeFirst() }
      return parts.count >= 2 ? app.sources["\(parts[0]).\(parts[1])"] : nil
    }
    let last = nodeID.split(separator: ".").last.map(String.init) ?? nodeID
    // A canvas's tools hold its buttons too, all named `toolbar.…`.
    if nodeID.hasPrefix("toolbar.") || nodeID.hasPrefix("buttons.") {
      return (toolbar + buttons).first { $0.id == last }?.source
    }
    if nodeID.hasPrefix("fields.") { return fields.first { $0.id == last }?.source }
    if nodeID.hasPrefix("list.row."), content == nil {
      return rows.first { $0.id == last }?.source
    }
    guard let file, let json = content?.value,
      let value = pattern.contentPattern?.declaration(ofNode: nodeID, in: json, models: models)
    else { return nil }
    return FileLocation(file: file, value.position)
  }
}
