/// A list row: a title, a subtitle under it, a detail at the trailing edge, a
/// leading avatar and a trailing accessory (a chevron, a checkmark, a badge with
/// a count, a switch). Pressed, it runs its action: a chevron row opens a screen,
/// for its `item` when it names one (that screen then keeps its values per item:
/// a draft per conversation); a row whose action is `{"select": "plan"}` makes
/// its item plan's value and shows a checkmark while it is (one choice of a
/// list, kept per item of the screen). A switch accessory makes the row a switch:
/// its value is kept under the row's ID, Enter, a click, Left and Right flip it.
///
/// ```json
/// {"kind": "row", "id": "wifi", "title": "Wi-Fi", "detail": "Home", "accessory": "chevron",
///  "action": {"navigate": "wifi"}}
/// ```
public struct Row: Component {
  public static let kind = "row"
  public static let example =
    #"{"kind": "row", "id": "ada", "title": "Ada Lovelace", "subtitle": "Online", "detail": "9:41", "avatar": {"initials": "AL", "alt": "Ada's photo"}, "accessory": "badge", "badge": 2, "item": "ada", "action": {"navigate": "other"}, "value": false}"#
  public static let summary =
    "A list row: title, subtitle, detail, avatar, accessory; pressed, its action."
  public static let properties = [
    SchemaProperty("id", .string, "Its ID (made from its place when left out)."),
    SchemaProperty("title", .string, "Its first line.", required: true),
    SchemaProperty("subtitle", .string, "A muted line under the title."),
    SchemaProperty("detail", .string, "Text at the trailing edge (a value, a time)."),
    SchemaProperty("avatar", .avatar, "A leading box with initials or a glyph, and its alt text."),
    SchemaProperty(
      "accessory", .oneOf(["none", "chevron", "checkmark", "badge", "switch"]),
      "What sits at the trailing edge (a select row: checkmark when chosen at the start)."),
    SchemaProperty("value", .boolean, "A switch accessory: on at the start when true."),
    SchemaProperty("badge", .integer, "The count a badge accessory shows."),
    SchemaProperty("item", .string, "The item the screen it opens shows (values kept per item)."),
    SchemaProperty("action", .action, "What pressing it does."),
  ]

  public var id: String?
  public var title: String
  public var subtitle: String?
  public var detail: String?
  public var avatar: Avatar?
  public var accessory: String?
  public var badge: Int?
  public var item: String?
  public var action: AppAction?
  public var value: Bool?

  public var isFocusable: Bool { true }
  var isSwitch: Bool { accessory == "switch" }

  public var initialValue: AppValue? { isSwitch ? .bool(value ?? false) : nil }

  public var initialValues: [String: AppValue] {
    if case .select(let group)? = action, accessory == "checkmark", let item {
      return [group: .text(item)]
    }
    return initialValue.map { [componentID: $0] } ?? [:]
  }

  public func activate(_ part: String?, value: AppValue?) -> ComponentResponse {
    if isSwitch { return .value(.bool(!(value?.isOn ?? false))) }
    guard let action else { return .nothing }
    return .open(action, item: item)
  }

  public func adjusted(_ value: AppValue?, by step: Int) -> AppValue? {
    isSwitch ? .bool(step > 0) : nil
  }

  /// The detail and the glyph at the trailing edge.
  func trailing(_ context: ComponentContext) -> String {
    [detail ?? "", mark(context)].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The glyph at the trailing edge: a select row's checkmark while its item is
  /// the chosen one, else its accessory's.
  func mark(_ context: ComponentContext) -> String {
    var accessory = accessory
    if case .select(let group)? = action {
      accessory = item != nil && context.value(of: group)?.text == item ? "checkmark" : nil
    }
    return switch accessory {
    case "chevron": "›"
    case "checkmark": "✓"
    case "badge": "(\(badge ?? 0))"
    default: ""
    }
  }

  public func blocks(_ context: ComponentContext) -> [AppBlock] {
    let metrics = context.metrics
    let lines = subtitle == nil ? 1.0 : 2.0
    let height = max(TouchTarget.height(in: metrics), metrics.lineHeight * lines)
    let id = componentID
    let emphasis: Emphasis = context.isFocused(id) ? .selected : .normal
    return [
      AppBlock(height: height, focus: id) { frame in
        var children: [LayoutNode] = []
        var rest = frame
        let room = metrics.columnWidth * Double(ComponentContext.titleRoom)
        if let avatar,
          frame.width >= metrics.columnWidth * Double(TerminalWidth.of(avatar.initials) + 3) + room
        {
          // The box and a column of air after it; the box as tall as the row,
          // drawn boxed where that is three lines, else as "(AL)".
          let box = metrics.columnWidth * Double(TerminalWidth.of(avatar.initials) + 3)
          let (slot, after) = frame.sliced(box, from: .leading)
          rest = after
          children.append(
            LayoutNode(
              id: context.nodeID(id, "avatar"),
              role: .image(glyph: avatar.initials, alt: avatar.alt),
              frame: slot.sliced(slot.width - metrics.columnWidth, from: .leading).0,
              emphasis: .heading))
        }
        if isSwitch {
          // The switch at the trailing edge, a touch target, as a switch's control.
          let on = context.value(of: id)?.isOn ?? false
          let width = context.controlWidth(on ? "●" : "○", "Off")
          let (slot, before) = rest.sliced(min(width, rest.width / 2), from: .trailing)
          rest = Rect(
            x: before.minX, y: before.minY, width: max(0, before.width - metrics.columnWidth),
            height: before.height)
          children.append(
            LayoutNode(
              id: context.nodeID(id, "switch"),
              role: .control(symbol: on ? "●" : "○", title: on ? "On" : "Off"), frame: slot,
              emphasis: context.emphasis(id, otherwise: on ? .selected : .normal)))
        }
        // A detail that does not fit beside the title goes on the line under it,
        // as a cell's value does at large text sizes on iOS, rather than cut the
        // title ("Corner …"), where the row is two lines tall anyway.
        let end = trailing(context)
        let below =
          subtitle == nil && detail != nil && height >= metrics.lineHeight * 2
          && TerminalWidth.of(title) + 1 + TerminalWidth.of(end)
            > metrics.columns(in: rest.width)
        var text = context.line(title, trailing: below ? mark(context) : end, width: rest.width)
        if let subtitle { text += "\n" + context.line(subtitle, width: rest.width) }
        if below, let detail { text += "\n" + context.line(detail, width: rest.width) }
        let shown = below ? 2.0 : lines
        let textFrame = Rect(
          x: rest.minX, y: context.middleLine(of: rest).minY - (shown - 1) * metrics.lineHeight / 2,
          width: rest.width, height: metrics.lineHeight * shown)
        children.append(
          LayoutNode(
            id: context.nodeID(id, "title"), role: .label(text),
            frame: textFrame.clampedY(to: frame), emphasis: emphasis))
        return [
          LayoutNode(
            id: context.nodeID(id), role: .container(.plain), frame: frame, children: children)
        ]
      }
    ]
  }
}

extension Rect {
  /// Moved up or down to lie inside `outer`'s rows, when it is not taller.
  func clampedY(to outer: Rect) -> Rect {
    var y = max(outer.minY, minY)
    if y + height > outer.maxY { y = max(outer.minY, outer.maxY - height) }
    return Rect(x: minX, y: y, width: width, height: height)
  }
}
