/// A toolbar item or a button: every one has an ID, a symbol and a title (seed
/// 002, rule 10), and a button may ask to be centred.
///
/// ```json
/// {"id": "shutter", "symbol": "◉", "title": "Shutter", "placement": "center"}
/// ```
public struct ScreenControl: Hashable, Sendable, Codable {
  public var id: String
  public var symbol: String
  public var title: String
  /// Buttons only: where it sits (the bottom strip unless `center`).
  public var placement: ScreenPlacement?
  /// True for a toggle that is on (a layer shown, a message flagged): drawn selected.
  public var selected: Bool?
  /// A note for the person editing the file; never shown.
  public var description: String?
  /// Where the control is declared in its file.
  public var source: ScreenSource?

  public init(id: String, symbol: String, title: String, placement: ScreenPlacement? = nil) {
    self.id = id
    self.symbol = symbol
    self.title = title
    self.placement = placement
  }

  enum CodingKeys: String, CodingKey {
    case id, symbol, title, placement, selected, description
  }

  /// The item as the bars lay it out.
  var barItem: BarItem {
    BarItem(id, symbol: symbol, title: title, emphasis: selected == true ? .selected : .normal)
  }
}
