/// What a node is. Controls and fields are interactive and must stay out of the
/// fold; text, scrolling content and grids may cross it (Tech Talk 111466).
public enum NodeRole: Hashable, Sendable {
  /// Groups children.
  case container(ContainerStyle)
  /// A button or bar item: every one has a symbol and a title (Tech Talk 111462).
  case control(symbol: String, title: String)
  /// A text field: its text, the cursor (a character offset) while it has focus,
  /// and the placeholder shown when empty.
  case field(text: String, cursor: Int?, placeholder: String)
  /// Text, wrapped to the frame's width; `\n` starts a new line.
  case text(String)
  /// Text already broken into lines that fit the frame (a list row, a page). Each
  /// line is cut, never wrapped again, when the frame is narrower (mid-glide).
  case label(String)
  /// An image (a row's avatar): drawn as a box holding `glyph` (initials, or a
  /// symbol), with `alt`, the text a screen reader says for it, in the tree so
  /// an accessibility check can read what the picture shows.
  case image(glyph: String, alt: String)
  /// Scrolling content: it may cross the fold and is never displaced.
  case scroll
  /// A scrolling grid of equal columns; the count is even whenever a fold crosses it.
  case grid(columns: Int)
  /// Lines and fills with no meaning of their own (a seam, a rule), drawn with `glyph`.
  case decoration(glyph: String)

  /// True for a container that is laid out but not drawn (`ContainerStyle.hidden`):
  /// nothing under it is on the glass.
  public var isHidden: Bool {
    if case .container(.hidden) = self { true } else { false }
  }

  /// True for content that scrolls or pans under what floats over it.
  public var scrolls: Bool {
    switch self {
    case .scroll, .grid: true
    default: false
    }
  }

  /// True for the roles a person acts on: controls and fields.
  public var isInteractive: Bool {
    switch self {
    case .control, .field: true
    default: false
    }
  }

  /// True when the flat fold's dotted line is never drawn across the node (the
  /// flat-fold rule, `FoldGrid`): a card, a panel, a bar, a button, a field, text.
  /// Only the gaps between them show it: areas that merely hold others (plain
  /// containers, scrolling content, grids) and seams.
  public var hidesFoldLine: Bool {
    switch self {
    case .container(.plain), .container(.hidden), .scroll, .grid, .decoration: false
    case .container, .control, .field, .text, .label, .image: true
    }
  }

  /// The short name `duoterm tree` prints.
  public var name: String {
    switch self {
    case .container: "container"
    case .control: "control"
    case .field: "field"
    case .text: "text"
    case .label: "label"
    case .image: "image"
    case .scroll: "scroll"
    case .grid: "grid"
    case .decoration: "decoration"
    }
  }
}
