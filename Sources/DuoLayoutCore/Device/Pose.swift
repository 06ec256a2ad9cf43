/// The six ways of holding iPhone Duo that DuoTerm names everywhere: on the command
/// line, in tests and on the status line.
///
/// ```swift
/// Pose(argument: "book")              // .book
/// Pose.tabletop.argument              // "tabletop"
/// Pose.book.deviceState(DeviceProfile.iPhoneDuo)  // hinge 120°, held wide
/// ```
public enum Pose: String, CaseIterable, Hashable, Sendable, Codable {
  /// Closed, outer display, held upright (466 × 678 pt).
  case closed
  /// Closed, held sideways (678 × 466 pt).
  case closedLandscape = "closed-landscape"
  /// Open and flat, inner display, held wide (951 × 669 pt).
  case open
  /// Open and flat, held tall (669 × 951 pt).
  case openTall = "open-tall"
  /// Partly folded, held wide: the vertical fold is active.
  case book
  /// Partly folded, held tall and stood on a table: the horizontal fold is active.
  case tabletop

  /// The name used on the command line and the status line.
  public var argument: String { rawValue }

  /// The pose named `argument`, or nil when there is none.
  public init?(argument: String) {
    self.init(rawValue: argument)
  }

  /// Every pose name, for error messages: `closed, closed-landscape, …`.
  public static var argumentList: String {
    allCases.map(\.argument).joined(separator: ", ")
  }

  /// The hinge status this pose has.
  public var hingeStatus: HingeStatus {
    switch self {
    case .closed, .closedLandscape: .closed
    case .open, .openTall: .fullyOpen
    case .book, .tabletop: .partlyOpen
    }
  }

  /// True for the poses held a quarter turn from the default grip.
  public var isRotated: Bool {
    switch self {
    case .closedLandscape, .openTall, .tabletop: true
    case .closed, .open, .book: false
    }
  }

  /// The pose with this hinge status and grip.
  public init(status: HingeStatus, isRotated: Bool) {
    switch (status, isRotated) {
    case (.closed, false): self = .closed
    case (.closed, true): self = .closedLandscape
    case (.fullyOpen, false): self = .open
    case (.fullyOpen, true): self = .openTall
    case (.partlyOpen, false): self = .book
    case (.partlyOpen, true): self = .tabletop
    }
  }

  /// The device state DuoTerm puts the phone in for this pose.
  public func deviceState(_ profile: DeviceProfile) -> DeviceState {
    let angle: Double =
      switch hingeStatus {
      case .closed: profile.hinge.closedAngle
      case .fullyOpen: profile.hinge.flatAngle
      case .partlyOpen: profile.hinge.partlyFoldedAngle
      }
    return DeviceState(hingeAngle: angle, isRotated: isRotated)
  }
}
