/// A toolbar item or a button: every one has an ID, a symbol and a title (Tech
/// Talk 111462), and a button may ask to be centred.
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
  /// Centred buttons only: `false` leaves them on the fold when it turns active, as
  /// a SwiftUI screen does until displacement is added (HIG, Reserved regions). The
  /// centred buttons move as one: `false` on any keeps them all in place.
  public var displacement: Bool?
  /// Where the control went in a pose that does not show it: the ID of a node shown
  /// there instead, as `duoterm tree` names it (`list`, whose rows open the detail
  /// a button is on). The audit's `control-lost` rule accepts the absence only
  /// where that node is on the glass.
  public var reachedBy: String?
  /// True for a toggle that is on (a layer shown, a message flagged): drawn selected.
  public var selected: Bool?
  /// A note for the person editing the file; never shown.
  public var description: String?
  /// Where the control is declared in its file.
  public var source: FileLocation?

  public init(id: String, symbol: String, title: String, placement: ScreenPlacement? = nil) {
    self.id = id
    self.symbol = symbol
    self.title = title
    self.placement = placement
  }

  enum CodingKeys: String, CodingKey {
    case id, symbol, title, placement, displacement, reachedBy, selected, description
  }

  /// The item as the bars lay it out.
  var barItem: BarItem {
    BarItem(id, symbol: symbol, title: title, emphasis: selected == true ? .selected : .normal)
  }
}
