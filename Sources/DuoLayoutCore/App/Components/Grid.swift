/// A grid of tiles (photos, albums): as many columns as the column's width
/// holds, each tile a touch target with its symbol and, where it fits, its alt
/// text. Its value is the chosen tile: Left and Right choose, Enter or a click
/// on a tile runs the grid's action for that tile's item (a sheet with the
/// photo's details, keeping its values per photo). Each row of tiles is a block
/// of its own, so a grid too long for the screen scrolls a row at a time and
/// carries on past an active fold instead of crossing it.
///
/// ```json
/// {"kind": "grid", "id": "recents", "items": [{"id": "beach", "symbol": "☀", "alt": "Beach"}],
///  "action": {"present": "photo"}}
/// ```
public struct Grid: Component {
  public static let kind = "grid"
  public static let example =
    #"{"kind": "grid", "id": "recents", "title": "Recents", "items": [{"id": "beach", "symbol": "☀", "alt": "A beach at noon"}, {"id": "cat", "symbol": "♣", "alt": "The cat asleep"}], "action": {"navigate": "other"}}"#
  public static let summary =
    "Tiles in as many columns as fit; pressed, its action for the chosen tile."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID: the chosen tile's ID is kept under it.", required: true),
    SchemaProperty("title", .string, "A line above the tiles."),
    SchemaProperty("items", .tiles, "The tiles, in reading order.", required: true),
    SchemaProperty("action", .action, "What pressing a tile does, for the tile's item."),
  ]

  public var id: String?
  public var title: String?
  public var items: [GridTile]
  public var action: AppAction?

  public var initialValue: AppValue? { items.first.map { .text($0.id) } }
  public var isFocusable: Bool { true }

  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? {
    let ids = items.map(\.id)
    guard !ids.isEmpty else { return nil }
    let index = value?.text.flatMap { ids.firstIndex(of: $0) } ?? 0
    return .text(ids[min(ids.count - 1, max(0, index + step))])
  }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    let tile = part.flatMap { part in items.contains { $0.id == part } ? part : nil }
    guard let action else { return tile.map { .value(.text($0)) } ?? .nothing }
    return .open(action, item: tile ?? value?.text ?? items.first?.id)
  }

  /// A tile's width: a touch target, and room for a short alt text. Basis: design.
  static let tileColumns = 10

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let id = componentID
    let gap = metrics.columnWidth
    // Never wider than the column (Split View a third wide, large text): one
    // tile a row then, its alt text ending in "…" (the photo's sheet has it all).
    let tile = min(
      max(TouchTarget.width(in: metrics), metrics.columnWidth * Double(Self.tileColumns)),
      max(TouchTarget.width(in: metrics), context.width))
    let perRow = max(1, Int((context.width + gap + 1e-9) / (tile + gap)))
    let chosen = context.value(of: id)?.text
    let focused = context.isFocused(id)
    var blocks: [AppBlock] = []
    if let title {
      blocks.append(
        AppBlock(height: metrics.lineHeight, focus: id) { frame in
          [
            LayoutNode(
              id: context.nodeID(id, "title"),
              role: .label(context.line(title, width: frame.width)), frame: frame,
              emphasis: .muted)
          ]
        })
    }
    let height = TouchTarget.height(in: metrics)
    for start in stride(from: 0, to: items.count, by: perRow) {
      let row = Array(items[start..<min(items.count, start + perRow)])
      blocks.append(
        AppBlock(height: height, focus: id) { frame in
          row.enumerated().map { index, item in
            LayoutNode(
              id: context.nodeID(id, item.id),
              role: .control(symbol: item.symbol, title: item.alt),
              frame: Rect(
                x: frame.minX + Double(index) * (tile + gap), y: frame.minY, width: tile,
                height: frame.height),
              emphasis: item.id == chosen ? (focused ? .focused : .selected) : .normal)
          }
        })
    }
    return blocks
  }
}
