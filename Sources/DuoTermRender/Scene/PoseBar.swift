import DuoLayoutCore

/// The pose buttons under the phone, like Device Hub's: `Open · Book · Tabletop ·
/// Rotate · −15° · +15°`, each with its key, the pose the phone is in marked. F2
/// is one button that says what it does now (`F2 Open` on a closed phone, `F2
/// Close` on an open one): one key, one label. Drawn while the mouse is on and there is a row for it (`SceneLayout`);
/// a click on one presses its key, so every click has a key.
///
/// ```swift
/// PoseBar.items(EmulatorState(pose: .open)).map(\.text)
/// // ["F2 Close", "F3 Book", "F4 Tabletop", "F5 Rotate", "F6 −15°", "F7 +15°"]
/// ```
public enum PoseBar {
  /// One button: what it says, the key a click presses (nil when it would do
  /// nothing: Closed on a closed phone), and whether it names the pose now.
  public struct Item: Hashable, Sendable {
    public var text: String
    public var key: Key?
    public var isCurrent: Bool
  }

  /// Between two buttons.
  static let separator = " · "

  /// The buttons for `state`.
  public static func items(_ state: EmulatorState) -> [Item] {
    let pose = state.pose
    let closed = pose == .closed || pose == .closedLandscape
    let step = state.profile.hinge.step.value.pointText
    func item(_ name: String, _ key: Key, acts: Bool = true, current: Bool = false) -> Item {
      Item(text: "\(key.label) \(name)", key: acts ? key : nil, isCurrent: current)
    }
    return [
      item(closed ? "Open" : "Close", .function(2)),
      item("Book", .function(3), current: pose == .book),
      item("Tabletop", .function(4), current: pose == .tabletop),
      item("Rotate", .function(5)),
      item("−\(step)°", .function(6)),
      item("+\(step)°", .function(7)),
    ]
  }

  /// Columns the bar takes.
  public static func width(_ state: EmulatorState) -> Int {
    measured(items(state)).width
  }

  /// Each button's cells, the bar centred in `row`.
  public static func cells(_ state: EmulatorState, in row: CellRect) -> [(Item, CellRect)] {
    cells(items(state), in: row)
  }

  /// Each of `items`' cells, the bar centred in `row`.
  static func cells(_ items: [Item], in row: CellRect) -> [(Item, CellRect)] {
    let (items, widths, whole) = measured(items)
    var x = row.x + max(0, (row.width - whole) / 2)
    return zip(items, widths).map { item, width in
      defer { x += width + separator.count }
      return (item, CellRect(x: x, y: row.y, width: width, height: 1))
    }
  }

  /// `items` with each one's columns and the whole bar's: measured once a frame.
  private static func measured(_ items: [Item]) -> (items: [Item], widths: [Int], width: Int) {
    let widths = items.map { TerminalWidth.of($0.text) }
    return (items, widths, widths.reduce(0, +) + (items.count - 1) * separator.count)
  }

  /// What the bar shows: its buttons, in a row of `width` columns (`ShownFrame`
  /// keeps the bar painted while it stays the same).
  struct Content: Hashable, Sendable {
    var items: [Item]
    var width: Int
  }

  /// Draws the bar of `items` in `row`.
  static func paint(_ items: [Item], in row: CellRect, on canvas: inout Canvas) {
    for (index, (item, cells)) in cells(items, in: row).enumerated() {
      if index > 0 {
        canvas.write(separator, x: cells.x - separator.count, y: row.y, style: Palette.hingeCaption)
      }
      var style = Palette.poseButton
      if item.isCurrent { style.isReverse = true }
      if item.key == nil { style.isDim = true }
      canvas.write(item.text, x: cells.x, y: row.y, style: style)
    }
  }

  /// The key the button at (`x`, `y`) presses, if a button is there and acts.
  public static func key(at x: Int, _ y: Int, in row: CellRect, state: EmulatorState) -> Key? {
    cells(state, in: row).first { $0.1.contains(x: x, y: y) }?.0.key
  }
}
