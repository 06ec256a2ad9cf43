/// One kind of thing an app file's screen holds: a control, a content block or a
/// container. Each kind is one type in one file under `App/Components/` plus one
/// line in `ComponentRegistry.all`; that type says everything the app needs of it:
///
/// - how it reads from JSON: `Codable` (read strictly, so an unknown field is an
///   error with its line, column and the nearest known field), and its
///   `properties`, from which `Schemas/app.schema.json` is generated;
/// - how it lays out: `blocks`, its parts top to bottom, each a height and the
///   nodes it puts in the frame it is given (`AppFlow` stacks the blocks of a
///   screen, never two in one frame, across the fold, scrolling what does not fit);
/// - which nodes it makes: `<screen>.<id>` and `<screen>.<id>.<part>`;
/// - what keys and clicks do: `activate` (Enter, a click on a part) and `adjust`
///   (Left and Right), which change its value (state, kept by `AppState`) or run
///   its action;
/// - what the audit must know: its role (interactive parts are `.control` or
///   `.field`, a touch target each, `TouchTarget`) and the screens its action
///   names (`AppFile.read` checks they exist).
///
/// ```swift
/// struct Divider: Component {
///   static let kind = "divider"
///   static let summary = "A thin rule between blocks."
///   static let properties = [SchemaProperty("id", .string, "Its ID.")]
///   static let example = #"{"kind": "divider", "id": "rule"}"#
///   var id: String?
///   func blocks(_ context: ComponentContext) -> [AppBlock] { … }
/// }
/// ```
public protocol Component: Hashable, Sendable, Codable {
  /// The word that names the kind in a file (`"kind": "switch"`).
  static var kind: String { get }
  /// What it is, for the schema.
  static var summary: String { get }
  /// The fields it reads besides `kind`, for the schema.
  static var properties: [SchemaProperty] { get }
  /// A sample giving every field in `properties` (and no other): the schema's
  /// example, and what the tests read, lay out, press and audit of the kind.
  static var example: String { get }

  /// Its ID: the file's, or one made from its kind and place (`AppFile.read`).
  var id: String? { get set }
  /// The components it holds (a section's).
  var children: [AnyComponent] { get set }
  /// Its value before anyone touches it (a switch's `"value": true`).
  var initialValue: AppValue? { get }
  /// The values it gives at the start, by ID: its own `initialValue`, and for a
  /// row that selects, its item under the ID it selects for when it starts checked.
  var initialValues: [String: AppValue] { get }
  /// True when Up and Down stop on it.
  var isFocusable: Bool { get }
  /// True for a text field: focus types into it.
  var isTextField: Bool { get }
  /// The action it runs when pressed, if any (for the file's checks).
  var action: AppAction? { get }

  /// Its parts top to bottom, laid out in `context`.
  func blocks(_ context: ComponentContext) -> [AppBlock]
  /// What pressing it (Enter) or clicking its `part` does, given its value.
  func activate(_ part: String?, value: AppValue?) -> ComponentResponse
  /// Its value after Left (`step` -1) or Right (+1); nil when those keys do nothing.
  func adjusted(_ value: AppValue?, by step: Int) -> AppValue?
  /// Whether a typed character goes into it (a numeric field takes digits only).
  func accepts(_ character: Character) -> Bool
}

extension Component {
  public var children: [AnyComponent] {
    get { [] }
    set {}
  }
  public var initialValue: AppValue? { nil }
  public var initialValues: [String: AppValue] {
    initialValue.map { [componentID: $0] } ?? [:]
  }
  public var isFocusable: Bool { false }
  public var isTextField: Bool { false }
  public var action: AppAction? { nil }
  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse { .nothing }
  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? { nil }
  public func accepts(_ character: Character) -> Bool { true }

  /// The ID `AppFile.read` gave it.
  var componentID: String { id ?? "" }
}

/// What a press on a component does.
public enum ComponentResponse: Hashable, Sendable {
  case nothing
  /// Its value becomes this.
  case value(AppValue)
  /// Run one of the app's actions.
  case action(AppAction)
  /// Start typing into it.
  case type
  /// Run an action for an item (a row opening a conversation).
  case open(AppAction, item: String?)
}
