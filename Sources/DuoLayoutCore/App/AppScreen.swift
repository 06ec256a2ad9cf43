/// One screen of an app file: a title, toolbar items, what is pinned at its top
/// (an order summary that never scrolls away), its content (components, top to
/// bottom, scrolling when they do not fit) and a bottom bar.
///
/// ```json
/// {"id": "wifi", "title": "Wi-Fi", "content": [{"kind": "switch", "id": "wifi-on", "title": "Wi-Fi"}]}
/// ```
public struct AppScreen: Hashable, Sendable, Codable {
  public var id: String
  public var title: String
  /// Items of the screen's toolbar (a Back item is added while it is pushed).
  public var toolbar: [Button]
  /// Shown at the top whatever the scroll.
  public var pinned: [AnyComponent]
  public var content: [AnyComponent]
  /// Buttons along the bottom, in as many rows as the width takes.
  public var bottomBar: [Button]
  /// A note for the person editing the file; never shown.
  public var description: String?
  /// Presented as a sheet: the heights it may stand at, the first where it opens
  /// (`AppDetent`); none is `large` alone.
  public var detents: [AppDetent]

  enum CodingKeys: String, CodingKey {
    case id, title, toolbar, pinned, content, bottomBar, description, detents
  }

  public init(id: String, title: String, content: [AnyComponent] = []) {
    self.id = id
    self.title = title
    self.toolbar = []
    self.pinned = []
    self.content = content
    self.bottomBar = []
    self.detents = []
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    toolbar = try Self.buttons(container, .toolbar)
    pinned = try container.decodeIfPresent([AnyComponent].self, forKey: .pinned) ?? []
    content = try container.decodeIfPresent([AnyComponent].self, forKey: .content) ?? []
    bottomBar = try Self.buttons(container, .bottomBar)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    detents = try container.decodeIfPresent([AppDetent].self, forKey: .detents) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(description, forKey: .description)
    if !toolbar.isEmpty { try container.encode(toolbar.map(AnyComponent.init), forKey: .toolbar) }
    if !pinned.isEmpty { try container.encode(pinned, forKey: .pinned) }
    if !content.isEmpty { try container.encode(content, forKey: .content) }
    if !bottomBar.isEmpty {
      try container.encode(bottomBar.map(AnyComponent.init), forKey: .bottomBar)
    }
    if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
  }

  /// The detents it allows as a sheet, in order: `[.large]` when it names none.
  public var sheetDetents: [AppDetent] { detents.isEmpty ? [.large] : detents }

  /// The buttons under `key`: components, each of kind `button`.
  private static func buttons(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys)
    throws -> [Button]
  {
    guard container.contains(key) else { return [] }
    var items = try container.nestedUnkeyedContainer(forKey: key)
    var buttons: [Button] = []
    while !items.isAtEnd {
      let decoder = try items.superDecoder()
      let part = try AnyComponent(from: decoder)
      guard let button = part.base as? Button else {
        throw AppFileError.at(
          decoder,
          "a \(part.kind) cannot be a bar item — write a button here (\"kind\": \"button\")")
      }
      buttons.append(button)
    }
    return buttons
  }

  /// Every component of the screen, sections' children after their section, in
  /// reading order: pinned, content, bottom bar, toolbar.
  public var allComponents: [any Component] {
    func flat(_ parts: [AnyComponent]) -> [any Component] {
      parts.flatMap { [$0.base] + flat($0.base.children) }
    }
    return flat(pinned) + flat(content) + bottomBar + toolbar
  }

  /// The component with `id`, anywhere on the screen.
  public func component(_ id: String) -> (any Component)? {
    allComponents.first { $0.id == id }
  }

  /// The controls Up and Down stop on, in order.
  public var focusable: [String] {
    allComponents.filter(\.isFocusable).map(\.componentID)
  }
}
