/// A screen file's pattern model: the screen as last read and the state kept
/// above its layout. A reload hands in the new screen (`reloaded(with:)`); the
/// state of every node whose ID survives stays.
///
/// ```swift
/// var model = ScreenModel(screen: try ScreenFile.read(text, file: "chat.json"))
/// model = model.reloaded(with: edited)   // same selection, same draft
/// ```
public struct ScreenModel: PatternModel {
  /// The screen as last read well; set with it, never after (`rows` follows it).
  public private(set) var screen: ScreenFile
  /// The rows' IDs, looked up by ID: made once per read of the file, so a key
  /// or a frame costs the same in a list of ten rows and of 100,000.
  public private(set) var rows: ItemIndex
  /// Selection, focus, drafts, the canvas's view.
  public var state: ScreenState

  public init() {
    self.init(screen: .empty)
  }

  public init(screen: ScreenFile, state: ScreenState = ScreenState()) {
    self.screen = screen
    self.rows = ItemIndex(screen.rows.map(\.id))
    self.state = state.repaired(for: screen)
  }

  /// The model showing `screen`, keeping the state of the nodes it still has.
  public func reloaded(with screen: ScreenFile) -> ScreenModel {
    ScreenModel(screen: screen, state: state)
  }

  enum CodingKeys: String, CodingKey {
    case state
  }

  /// A saved session holds the state alone: the screen is the file's, read again
  /// at the start (`EmulatorState.showing`), which keeps what still names a node.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    screen = .empty
    rows = ItemIndex([])
    state = try container.decode(ScreenState.self, forKey: .state)
  }

  /// What is typed into a secure field stays in memory (`AppState.withoutSecrets`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var saved = state
    if let app = screen.app {
      saved.app = state.app.withoutSecrets(for: app)
      saved.secondSeat = state.secondSeat.withoutSecrets(for: app)
    }
    try container.encode(saved, forKey: .state)
  }
}
