/// The six ways of holding iPhone Duo that DuoTerm names everywhere: on the command
/// line, in tests and on the status line.
///
/// ```swift
/// Pose(argument: "book")              // .book
/// Pose.tabletop.argument              // "tabletop"
/// Pose.book.deviceState(DeviceProfile.iPhoneDuo)  // hinge 120°, the inner display held wide
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

  /// How the lit display is held in this pose on a device whose fold runs top
  /// to bottom when its inner display is held wide, as iPhone Duo's does: closed
  /// upright, open and book held wide, open-tall and tabletop held tall. On a
  /// device whose inner display is taller than wide with the fold down its middle
  /// (Galaxy Z Fold 5) the inner poses' holds turn: book is the pose with the fold
  /// running top to bottom, tabletop the one with it running across, as Android
  /// names them (`DeviceProfile.hold(of:)`).
  public var hold: Hold {
    switch self {
    case .closed, .openTall, .tabletop: .tall
    case .closedLandscape, .open, .book: .wide
    }
  }

  /// The display lit in this pose.
  public var display: Display {
    hingeStatus == .closed ? .outer : .inner
  }

  /// The pose with this hinge status and the lit display held this way.
  public init(status: HingeStatus, hold: Hold) {
    switch (status, hold) {
    case (.closed, .tall): self = .closed
    case (.closed, .wide): self = .closedLandscape
    case (.fullyOpen, .wide): self = .open
    case (.fullyOpen, .tall): self = .openTall
    case (.partlyOpen, .wide): self = .book
    case (.partlyOpen, .tall): self = .tabletop
    }
  }

  /// The device state DuoTerm puts the phone in for this pose: the hinge at the
  /// status's angle, turned a quarter from the lit display's natural hold when
  /// the pose holds it the other way.
  public func deviceState(_ profile: DeviceProfile) -> DeviceState {
    let hinge = profile.hinge
    let angle: Double =
      switch hingeStatus {
      case .closed: hinge.closedAngle.value
      case .fullyOpen: hinge.flatAngle.value
      case .partlyOpen: hinge.partlyFoldedAngle.value
      }
    return DeviceState(
      hingeAngle: angle, isRotated: profile.displays[display].natural != profile.hold(of: self))
  }
}

extension Pose: CodingKeyRepresentable {}
