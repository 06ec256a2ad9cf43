import Testing

@testable import DuoLayoutCore

/// `LayoutEnvironment.reservedRegions(_:includeInactive:)`: like the system's query,
/// active regions only unless asked for the rest.
@Suite("Reserved region query")
struct ReservedRegionQueryTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func environment(_ pose: Pose) -> LayoutEnvironment {
    profile.environment(for: pose.deviceState(profile))
  }

  static let fold = ReservedRegion(
    identifier: "fold", kind: .division, frame: Rect(x: 455, y: 0, width: 40, height: 669),
    margins: EdgeInsets(left: 20, right: 20), isActive: false)
  static let bar = ReservedRegion(
    identifier: "bar", kind: .occlusion, frame: Rect(x: 867, y: 0, width: 84, height: 124),
    isActive: true)
  static let camera = ReservedRegion(
    identifier: "camera", kind: .occlusion, frame: Rect(x: 694, y: 0, width: 58, height: 37),
    isActive: false)

  static let handMade = LayoutEnvironment(
    windowSize: Size(width: 951, height: 669), horizontalSizeClass: .regular,
    verticalSizeClass: .regular, regions: [fold, bar, camera])

  @Test("the default query returns active regions only, of every kind")
  func defaultQuery() {
    #expect(Self.handMade.reservedRegions() == [Self.bar])
  }

  @Test("includeInactive returns every region, in order")
  func includeInactive() {
    #expect(
      Self.handMade.reservedRegions(includeInactive: true) == [Self.fold, Self.bar, Self.camera])
  }

  @Test(
    "the kind filter",
    arguments: [
      (RegionKind.division, false, [String]()), (.division, true, ["fold"]),
      (.occlusion, false, ["bar"]), (.occlusion, true, ["bar", "camera"]),
    ])
  func kindFilter(kind: RegionKind, includeInactive: Bool, identifiers: [String]) {
    let found = Self.handMade.reservedRegions(kind, includeInactive: includeInactive)
    #expect(found.map(\.identifier) == identifiers)
    #expect(found.allSatisfy { $0.kind == kind })
  }

  @Test("fold finds the division whether active or not")
  func foldProperty() {
    #expect(Self.handMade.fold == Self.fold)
    var active = Self.handMade
    active.regions[0].isActive = true
    #expect(active.fold?.isActive == true)
    #expect(active.reservedRegions(.division).count == 1)
    let none = LayoutEnvironment(
      windowSize: Size(width: 466, height: 678), horizontalSizeClass: .compact,
      verticalSizeClass: .regular, regions: [Self.bar])
    #expect(none.fold == nil)
  }

  @Test("keepOut is the frame plus its margins: 80 × 669 at (435, 0)")
  func keepOut() {
    #expect(Self.fold.keepOut == Rect(x: 435, y: 0, width: 80, height: 669))
    #expect(Self.bar.keepOut == Self.bar.frame)
  }

  @Test("a division taller than wide is vertical")
  func vertical() {
    #expect(Self.fold.isVertical)
    let across = ReservedRegion(
      identifier: "fold", kind: .division, frame: Rect(x: 0, y: 455, width: 669, height: 40),
      isActive: true)
    #expect(!across.isVertical)
  }

  @Test(
    "the device's default query: active regions per pose",
    arguments: [
      (Pose.closed, ["status-bar"]), (.closedLandscape, ["status-bar"]), (.open, ["status-bar"]),
      (.openTall, ["status-bar"]), (.book, ["fold", "status-bar"]),
      (.tabletop, ["fold", "status-bar"]),
    ])
  func deviceDefaultQuery(pose: Pose, identifiers: [String]) {
    #expect(Self.environment(pose).reservedRegions().map(\.identifier) == identifiers)
  }

  @Test(
    "the device's full query: every region per pose",
    arguments: [
      (Pose.closed, ["status-bar"]), (.closedLandscape, ["status-bar"]),
      (.open, ["fold", "status-bar", "inner-camera"]),
      (.openTall, ["fold", "status-bar", "inner-camera"]),
      (.book, ["fold", "status-bar", "inner-camera"]),
      (.tabletop, ["fold", "status-bar", "inner-camera"]),
    ])
  func deviceFullQuery(pose: Pose, identifiers: [String]) {
    let all = Self.environment(pose).reservedRegions(includeInactive: true)
    #expect(all.map(\.identifier) == identifiers)
    #expect(all.first { $0.identifier == "inner-camera" }?.isActive != true)
  }

  @Test("the region a partly-open environment activates is the fold alone")
  func partlyOpenActivatesFoldOnly() {
    let flat = Self.profile.environment(display: .inner, isRotated: false, partlyOpen: false)
    let folded = Self.profile.environment(display: .inner, isRotated: false, partlyOpen: true)
    let changed = zip(flat.regions, folded.regions).filter { $0.isActive != $1.isActive }
    #expect(changed.map(\.0.identifier) == ["fold"])
  }
}
