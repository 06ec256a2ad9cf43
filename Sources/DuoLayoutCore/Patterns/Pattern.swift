/// A screen the lit display shows: a pure function from its model and the layout
/// environment to a tree, and the keys it answers to. It reads only the
/// environment (size, size classes, safe area, reserved regions, direction),
/// never the device, so two poses that hand over the same environment look the same.
///
/// Everything the emulator needs to know about a pattern is here, so adding one is
/// its own folder plus one line in `PatternRegistry.standard`: the command line,
/// F9, the digit keys, the help, `duoterm keys`, the audit, the goldens and saved
/// sessions all read the registry.
///
/// ```swift
/// // `env`: what the device hands the app, here with an active fold across it.
/// var model = FeedModel()
/// _ = FeedPattern.handle(.down, &model, in: env)    // the card below, in this grid
/// let tree = FeedPattern.layout(model, in: env)     // half the columns each side of the fold
/// ```
public protocol Pattern: SendableMetatype {
  associatedtype Model: PatternModel
  associatedtype Action: Hashable & Sendable

  /// The name on the command line, the status line, in tours and sessions.
  static var id: PatternID { get }

  /// What the help and `duoterm keys` call it: `list-detail (a mailbox)`.
  static var title: String { get }

  /// Every screen of the pattern that puts different controls on the glass, as
  /// the keys that reach it from a fresh start: the audit checks each.
  static var auditScreens: [AuditScreen] { get }

  /// Where each control that some pose does not show went (`ControlPath`): the
  /// audit's `control-lost` rule checks the path is on the glass instead.
  static var controlPaths: [ControlPath] { get }

  /// Help rows beyond the key table (`text`: what typing does).
  static var extraHelp: [HelpRow] { get }

  /// The pattern's rows in the pattern catalog, for `duoterm patterns`; a screen
  /// that is not in the catalog keeps the default row, which says so.
  static var catalog: [CatalogRow] { get }

  /// The question of the catalog's "Pick a pattern" that leads to this pattern, for
  /// `duoterm patterns --pick`; nil when none does.
  static var pickQuestion: PickQuestion? { get }

  /// The tree for `model` in `env`.
  static func layout(_ model: Model, in env: LayoutEnvironment) -> LayoutNode

  /// The keys and what they do: drives key handling and the help overlay both.
  static var keys: [PatternKey<Action>] { get }

  /// Carries out `action`. The environment is the one the key was pressed in:
  /// "the item below" or "one screen down" depend on it; nothing else does.
  static func perform(_ action: Action, on model: inout Model, in env: LayoutEnvironment)

  /// A line for the status line after `action` took `before` to `after`, when the
  /// screen alone does not show what happened (nil when it does): every key that
  /// changes something shows it.
  static func feedback(
    _ action: Action, from before: Model, to after: Model, in env: LayoutEnvironment
  ) -> String?

  /// A key was let go (only terminals that report releases send it: the kitty
  /// keyboard protocol). Most patterns act on presses alone.
  static func release(_ key: Key, _ model: inout Model, in env: LayoutEnvironment)

  /// True while a text field has focus: printable keys are text then.
  static func isTyping(_ model: Model) -> Bool

  /// The action a click on the node `id` presses when the node carries no key of
  /// its own (`LayoutNode.key`, which every toolbar item and button has): a row,
  /// a card, a tab. Every click has a key besides: the mouse adds no action of its own.
  static func tap(_ id: String, _ model: Model) -> Action?

  /// Handles a key while typing; false to let the global keys have it.
  static func type(_ key: Key, into model: inout Model, in env: LayoutEnvironment) -> Bool

  /// A key of a keyboard that is one seat's alone (`duoterm share`: the host's
  /// is the first seat's, the guest's the second's): what it did in that seat's
  /// part of the screen. It never reaches the global keys. Only a screen with
  /// seats of its own answers (a two-seat app); the rest leave it unbound.
  static func seatKey(_ key: Key, of seat: Seat, _ model: inout Model, in env: LayoutEnvironment)
    -> KeyOutcome

  /// A line for the status line after typing `key` took `before` to `after`, when
  /// the field alone does not show it: a paste cut short (`Draft.cutNotice`).
  static func typingFeedback(_ key: Key, from before: Model, to after: Model) -> String?

  /// `name: value` lines describing the model, for `duoterm play` and tests.
  static func describe(_ model: Model) -> [(name: String, value: String)]

  /// Time has moved on to `now` (seconds on the caller's clock). Called before
  /// every key and on every timer tick, so a key always acts on a model that is up
  /// to date: a game has moved, an armed button has disarmed.
  static func tick(_ model: inout Model, at now: Double)

  /// When the model next needs a tick, or nil while nothing moves. Idle means idle:
  /// nil keeps the front blocked on input.
  static func nextDeadline(_ model: Model) -> Double?

  /// The model with every ID and offset brought into range: a model read back from
  /// a file can say anything, and a layout must never index past its content.
  static func repaired(_ model: Model) -> Model

  /// This pattern as one whose content a screen file can give (`ContentPattern`),
  /// nil when it has none: so the registry's list of types is also the list of
  /// screen-file kinds, read without a cast (a cast to a protocol scans every
  /// conformance in the program: 1.5 M instructions at each start).
  static var contentPattern: (any ContentPattern.Type)? { get }
}

extension Pattern {
  public static var contentPattern: (any ContentPattern.Type)? { nil }

  public static var auditScreens: [AuditScreen] { [AuditScreen("main")] }

  public static var controlPaths: [ControlPath] { [] }

  public static var extraHelp: [HelpRow] { [] }

  public static var catalog: [CatalogRow] { [.notInCatalog(title)] }

  public static var pickQuestion: PickQuestion? { nil }

  public static func isTyping(_ model: Model) -> Bool { false }

  public static func tap(_ id: String, _ model: Model) -> Action? { nil }

  public static func tick(_ model: inout Model, at now: Double) {}

  public static func nextDeadline(_ model: Model) -> Double? { nil }

  public static func repaired(_ model: Model) -> Model { model }

  public static func describe(_ model: Model) -> [(name: String, value: String)] { [] }

  public static func feedback(
    _ action: Action, from before: Model, to after: Model, in env: LayoutEnvironment
  ) -> String? { nil }

  public static func release(_ key: Key, _ model: inout Model, in env: LayoutEnvironment) {}

  public static func type(_ key: Key, into model: inout Model, in env: LayoutEnvironment) -> Bool {
    false
  }

  public static func typingFeedback(_ key: Key, from before: Model, to after: Model) -> String? {
    nil
  }

  public static func seatKey(
    _ key: Key, of seat: Seat, _ model: inout Model, in env: LayoutEnvironment
  ) -> KeyOutcome { .unbound }

  /// The action `key` is bound to, if any. An upper-case letter finds its lower
  /// case and a typed space finds Space (`Key.bindingForm`).
  public static func action(for key: Key) -> Action? {
    (keys.first(where: { $0.keys.contains(key) })
      ?? keys.first(where: { $0.keys.contains(key.bindingForm) }))?.action
  }

  /// The first key bound to `action`: what a control that does it carries, so a
  /// click on it presses the key (`BarItem.key`). Nil when no key does it.
  public static func key(for action: Action) -> Key? {
    keys.first { $0.action == action }?.keys.first
  }

  /// Looks `key` up in the key table and performs its action, with the feedback
  /// for it; `.unbound` when the table has no such key.
  @discardableResult
  public static func handle(_ key: Key, _ model: inout Model, in env: LayoutEnvironment)
    -> KeyOutcome
  {
    if isTyping(model) {
      let before = model
      if type(key, into: &model, in: env) {
        return .handled(feedback: typingFeedback(key, from: before, to: model))
      }
    }
    guard let action = action(for: key) else { return .unbound }
    let before = model
    perform(action, on: &model, in: env)
    return .handled(feedback: feedback(action, from: before, to: model, in: env))
  }

  /// The help rows for this pattern's own keys, then its extra rows.
  public static var keyHelp: [HelpRow] {
    keys.map { key in
      HelpRow(keys: key.keys.map { $0.label }.joined(separator: ", "), summary: key.summary)
    }
      + extraHelp
  }
}
