/// A reserved region as a profile describes it: its name and kind, its frame and
/// margins in the window's points (each with its basis), and when it is active.
///
/// ```json
/// {"id": "fold", "kind": "division", "active": "while-partly-open",
///  "frame": {"value": {"x": 455, "y": 0, "width": 40, "height": 669}, "basis": "measured", "source": "measured on the iPhone Duo simulator"},
///  "margins": {"value": {"left": 20, "right": 20, "top": 0, "bottom": 0}, "basis": "measured", "source": "measured on the iPhone Duo simulator"}}
/// ```
public struct HardwareRegion: Hashable, Sendable, Codable {
  /// The name the overlay and `duoterm env` show: `fold`, `status-bar`, `hinge`.
  public var id: String
  public var kind: RegionKind
  public var frame: Fact<Rect>
  /// Space around the frame that controls also keep clear of; none when absent.
  public var margins: Fact<EdgeInsets>?
  public var active: RegionActivity

  public init(
    _ id: String, _ kind: RegionKind, frame: Fact<Rect>, margins: Fact<EdgeInsets>? = nil,
    active: RegionActivity
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.margins = margins
    self.active = active
  }

  /// The region as the environment hands it over, active or not.
  public func region(isActive: Bool) -> ReservedRegion {
    ReservedRegion(
      identifier: id, kind: kind, frame: frame.value, margins: margins?.value ?? .zero,
      isActive: isActive)
  }
}
