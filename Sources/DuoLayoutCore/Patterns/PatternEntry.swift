/// One pattern as the emulator sees it: its name and help, and its functions
/// working on the whole `AppModels`. Built from the `Pattern` type itself, so the
/// compiler checks every part and no list elsewhere names the pattern.
///
/// ```swift
/// let entry = PatternEntry(FeedPattern.self)
/// entry.id                                  // "feed"
/// let tree = entry.layout(AppModels(), env) // FeedPattern.layout of a fresh feed
/// ```
public struct PatternEntry: Sendable {
  public let id: PatternID
  public let title: String
  /// The pattern's own keys, for the help overlay and `duoterm keys`: made when
  /// asked for (a command that only draws never does).
  public var keyHelp: [HelpRow] { makeKeyHelp() }
  /// Every key the pattern binds, for property and soak tests.
  public var keys: [Key] { makeKeys() }
  private let makeKeyHelp: @Sendable () -> [HelpRow]
  private let makeKeys: @Sendable () -> [Key]
  /// The screens the audit checks: made when asked for (some are built from
  /// bundled content, which a command that only draws never reads).
  public var auditScreens: [AuditScreen] { makeAuditScreens() }
  private let makeAuditScreens: @Sendable () -> [AuditScreen]
  /// Where the controls some pose does not show went: made when asked for, as the
  /// audit screens are (a notebook's come from its tabs).
  public var controlPaths: [ControlPath] { makeControlPaths() }
  private let makeControlPaths: @Sendable () -> [ControlPath]
  /// Its rows in the pattern catalog (`duoterm patterns`).
  public let catalog: [CatalogRow]
  /// The "Pick a pattern" question that leads to it, if one does.
  public let pickQuestion: PickQuestion?
  /// The pattern's tree for the models in `env`, on the glass: built in the
  /// environment's coordinates and mirrored right to left (`LayoutNode.resolved(in:)`).
  /// Made once a change: a state keeps it in its `Frame`.
  public let layout: @Sendable (AppModels, LayoutEnvironment) -> LayoutNode
  /// Gives a key to the pattern: what it did with it.
  public let handle: @Sendable (Key, inout AppModels, LayoutEnvironment) -> KeyOutcome
  /// A click on a node: the pattern's `tap` for it, else the action of the key the
  /// node carries (even while a field has focus: a click on Send sends), with the
  /// feedback that key would give; nil when it presses nothing there.
  public let tap: @Sendable (LayoutNode, inout AppModels, LayoutEnvironment) -> KeyOutcome?
  /// Gives a key of one seat's keyboard to the pattern (`Pattern.seatKey`).
  public let seatKey: @Sendable (Seat, Key, inout AppModels, LayoutEnvironment) -> KeyOutcome
  /// Tells the pattern a key was let go.
  public let release: @Sendable (Key, inout AppModels, LayoutEnvironment) -> Void
  /// True while the pattern has a text field with focus.
  public let isTyping: @Sendable (AppModels) -> Bool
  /// Moves the pattern's model on to a time.
  public let tick: @Sendable (inout AppModels, Double) -> Void
  /// When the pattern's model next needs a tick.
  public let nextDeadline: @Sendable (AppModels) -> Double?
  /// The model as `name: value` lines.
  public let describe: @Sendable (AppModels) -> [(name: String, value: String)]
  /// Brings the pattern's model into range.
  public let repair: @Sendable (inout AppModels) -> Void
  /// The pattern's model as JSON, for the session file.
  let encodeModel: @Sendable (AppModels) -> JSONValue
  /// Reads the pattern's model from JSON a session file holds; fields it lacks
  /// take the fresh model's values.
  let decodeModel: @Sendable (JSONValue, inout AppModels) throws(JSONDecodeError) -> Void

  public init<P: Pattern>(_ pattern: P.Type) {
    id = P.id
    title = P.title
    makeKeyHelp = { P.keyHelp }
    makeKeys = { P.keys.flatMap { $0.keys } }
    makeAuditScreens = { P.auditScreens }
    makeControlPaths = { P.controlPaths }
    catalog = P.catalog
    pickQuestion = P.pickQuestion
    layout = { models, env in P.layout(models[P.self], in: env).resolved(in: env.layoutDirection) }
    handle = { key, models, env in P.handle(key, &models[P.self], in: env) }
    seatKey = { seat, key, models, env in P.seatKey(key, of: seat, &models[P.self], in: env) }
    release = { key, models, env in P.release(key, &models[P.self], in: env) }
    tap = { node, models, env in
      guard let action = P.tap(node.id, models[P.self]) ?? node.key.flatMap(P.action(for:))
      else { return nil }
      let before = models[P.self]
      P.perform(action, on: &models[P.self], in: env)
      return .handled(feedback: P.feedback(action, from: before, to: models[P.self], in: env))
    }
    isTyping = { models in P.isTyping(models[P.self]) }
    tick = { models, now in P.tick(&models[P.self], at: now) }
    nextDeadline = { models in P.nextDeadline(models[P.self]) }
    describe = { models in P.describe(models[P.self]) }
    repair = { models in models[P.self] = P.repaired(models[P.self]) }
    // A model is plain values with finite numbers: it always encodes.
    encodeModel = { models in (try? JSONValueEncoder().encode(models[P.self])) ?? .null }
    decodeModel = { value, models throws(JSONDecodeError) in
      models[P.self] = try JSONValueDecoder().decode(P.Model.self, from: value, defaults: P.Model())
    }
  }
}
