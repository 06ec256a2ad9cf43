/// A catalog pattern whose content a screen file can give: the file names the
/// pattern (`"pattern": "supporting-pane"`) and holds the content in the shape the
/// pattern's own sample is kept in (`"content"`, as `Content/recipe.json`), and
/// the built-in pattern lays it out, keys, audit screens and all. So a screen file
/// of the kind looks and behaves exactly as the built-in does with that content,
/// and every built-in can be written out as one (`ScreenExport`).
///
/// The content lives in the pattern's model (`contentPath`), never in a saved
/// session (the file is read again), so the state above it is kept across a
/// reload for every ID that survives (`Pattern.repaired`).
///
/// ```swift
/// let screen = try ScreenFile.read(text, file: "stew.json")
/// let state = EmulatorState(pose: .book).showing(screen)
/// state.pattern                           // "supporting-pane"
/// state.models.supportingPane.recipe      // the file's recipe
/// ```
public protocol ContentPattern: Pattern {
  /// What the pattern shows: a recipe, a book, a mailbox.
  associatedtype Content: Hashable, Sendable, Codable

  /// The kind a screen file names to be laid out by this pattern. Defaults to the
  /// pattern's own name (`"supporting-pane"`).
  static var screenKind: ScreenKind { get }

  /// The built-in sample's content: what a fresh model holds.
  static var standardContent: Content { get }

  /// Where the model holds its content.
  static var contentPath: WritableKeyPath<Model, Content> { get }

  /// What is wrong with `content` that decoding cannot see (an ID used twice, a
  /// reference to nothing), as `path: what — fix`, with the value it is about.
  static func problem(in content: Content, json: JSONValue) -> (JSONValue, String)?

  /// The screens the audit checks for `content` (a tab each, for a notebook's
  /// tabs): what `auditScreens` is for the sample. Defaults to `auditScreens`.
  static func auditScreens(for content: Content) -> [AuditScreen]

  /// Where `content`'s controls go where a pose does not show them: what
  /// `controlPaths` is for the sample. Defaults to `controlPaths`.
  static func controlPaths(for content: Content) -> [ControlPath]

  /// What in `json` (a screen file's content) the node `nodeID` shows, by the path
  /// its ID implies (`ContentItem`): for a finding on the file's line. `model` is
  /// the state it was laid out in (which tab a row is in), nil when not known.
  /// Defaults to nil: the content declares no node.
  static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?) -> JSONValue?
}

extension ContentPattern {
  public static var screenKind: ScreenKind { ScreenKind(id.argument) }

  /// This pattern: it is the registry's entry for its screen kind
  /// (`PatternRegistry.contentPatterns`).
  public static var contentPattern: (any ContentPattern.Type)? { Self.self }

  public static func problem(in content: Content, json: JSONValue) -> (JSONValue, String)? { nil }

  public static func auditScreens(for content: Content) -> [AuditScreen] { auditScreens }

  public static func controlPaths(for content: Content) -> [ControlPath] { controlPaths }

  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  { nil }

  /// `declaration(ofNode:in:model:)` with this pattern's model in `models`.
  static func declaration(ofNode nodeID: String, in json: JSONValue, models: AppModels?)
    -> JSONValue?
  {
    declaration(ofNode: nodeID, in: json, model: models?[Self.self])
  }

  /// `screen`'s content as this pattern reads it, the sample's when it does not read
  /// (a screen made in code).
  static func content(of screen: ScreenFile) -> Content {
    screen.content.flatMap { decoded($0) } ?? standardContent
  }

  /// The audit's screens for `screen`'s content.
  static func auditScreens(of screen: ScreenFile) -> [AuditScreen] {
    auditScreens(for: content(of: screen))
  }

  /// The control paths of `screen`'s content.
  static func controlPaths(of screen: ScreenFile) -> [ControlPath] {
    controlPaths(for: content(of: screen))
  }

  /// The content `json` (a screen file's `"content"`) describes, or what is wrong
  /// with it, as `LINE:COL: content.path: what — fix`.
  static func content(_ json: JSONValue) throws(JSONDecodeError) -> Content {
    let content: Content
    do {
      content = try JSONValueDecoder(strict: true).decode(Content.self, from: json)
    } catch {
      var error = error
      error.path = error.path.isEmpty ? "content" : "content.\(error.path)"
      throw error
    }
    if let (value, message) = problem(in: content, json: json) {
      throw JSONDecodeError(position: value.position, path: "content", message: message)
    }
    return content
  }

  /// `content` as this pattern reads it: decoded when its file was read, else now;
  /// nil when it does not read.
  private static func decoded(_ content: ScreenContent) -> Content? {
    content.decoded as? Content ?? (try? self.content(content.value))
  }

  /// `models` with this pattern's model showing `screen`'s content, its state
  /// repaired for it. A screen that does not read (one made in code) leaves the
  /// model as it was.
  static func show(_ screen: ScreenFile, in models: inout AppModels) {
    guard let content = screen.content.flatMap(decoded) else { return }
    var model = models[Self.self]
    model[keyPath: contentPath] = content
    models[Self.self] = repaired(model)
  }

  /// The built-in as a screen file: its title, this kind, its sample's content.
  static func exported() -> ScreenFile {
    var screen = ScreenFile(title: title, pattern: screenKind)
    screen.description = "The built-in \(id) pattern, written out: its content is the sample's."
    // Content is strings, numbers and lists of them: it always encodes.
    screen.content = (try? JSONValueEncoder().encode(standardContent)).map(ScreenContent.init)
    return screen
  }
}
