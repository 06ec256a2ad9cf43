/// What a person did on a screen file's screen, kept above its layout by the
/// generic models: the selected row and the row on top (by ID), the detail
/// pushed, the field with focus and each field's text and cursor, where the
/// canvas looks. Keyed by the nodes' IDs, so a reload keeps whatever still exists.
///
/// ```swift
/// var state = ScreenState()
/// state.list.selection = "pancakes"
/// state.repaired(for: screenWithoutPancakes).list.selection   // nil
/// ```
public struct ScreenState: Hashable, Sendable, Codable {
  /// The selection and the top row, by row ID.
  public var list = ListState()
  /// True once a row was opened: where the detail covers the list, it shows.
  public var isDetailPushed = false
  /// The ID of the field being typed in, if any.
  public var focus: String?
  /// What each field holds, by field ID.
  public var drafts: [String: Draft] = [:]
  /// How far each scrolling column is scrolled by PageUp/PageDown, in lines, by
  /// the column's ID (a focused field out of sight still brings itself back).
  public var columnScroll: [String: Int] = [:]
  /// Where the canvas looks; nil for its middle.
  public var canvas: CanvasViewport?
  /// An app file's navigation path, values, drafts, focus and scroll: the first
  /// seat's, in a two-seat app.
  public var app = AppState()
  /// The second seat's, in a two-seat app (`AppSeats`).
  public var secondSeat = AppState()
  /// How a two-seat app's two people sit (F): face to face, each half turns
  /// for its owner, as the two-player screen's do.
  public var facing = Facing.sameWay

  public init() {}

  /// The app state of `seat`'s half: `app` is the first seat's.
  public subscript(seat: Seat) -> AppState {
    get { seat == .first ? app : secondSeat }
    set {
      if seat == .first { app = newValue } else { secondSeat = newValue }
    }
  }

  /// The state with everything that names a node `screen` no longer has dropped:
  /// what survives a reload.
  public func repaired(for screen: ScreenFile) -> ScreenState {
    var state = self
    state.list = list.repaired(ids: screen.rows.map(\.id))
    let fields = Set(screen.fields.map(\.id))
    state.drafts = drafts.filter { fields.contains($0.key) && !$0.value.isEmpty }
    state.focus = focus.flatMap { fields.contains($0) ? $0 : nil }
    if screen.pattern != .extendedCanvas { state.canvas = nil }
    if let app = screen.app {
      state.app = self.app.repaired(for: app)
      state.secondSeat = app.isSeated ? secondSeat.repaired(for: app) : AppState()
    } else if screen != .empty {
      state.app = AppState()
      state.secondSeat = AppState()
    }
    if screen != .empty, screen.app?.isSeated != true { state.facing = .sameWay }
    return state
  }
}
