import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// Every pattern behaves per the audit's rules on every built-in device, in each
/// of its poses, on every screen the audit knows: nothing interactive in an active
/// fold or hinge, even columns across a fold, the same control order in every pose,
/// every control a touch target and none lost (every rule of `duoterm audit`).
/// The sizes are 200 × 50 and the smallest every pose of the device fits.
@Suite struct EveryDeviceAuditTests {
  @Test(arguments: DeviceRegistry.standard.profiles.map(\.id))
  func everyPatternOnTheDeviceIsClean(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    let sizes = [TerminalSize.standard, SceneFit.minimumSizeForEveryPose(profile: profile)]
    let sweep = AuditSweep(
      profile: profile, patterns: PatternRegistry.standard.ids, poses: profile.supportedPoses,
      sizes: sizes)
    let findings = sweep.run().flatMap(\.findings)
    #expect(
      findings.isEmpty,
      "\(findings.prefix(10).map { "\($0.nodeID) \($0.rule.rawValue) \($0.detail)" })")
  }

  /// Surface Duo 2's hinge has no pixels and is always active while spanned: the
  /// audit flags a control on it lying flat too, where a flexible screen's fold
  /// (Pixel Fold, flat) is inactive and the same control passes.
  @Test(arguments: [Pose.open, .book])
  func aControlOnTheSurfaceDuoHingeIsFlaggedFlatOrFolded(pose: Pose) throws {
    let duo = try #require(DeviceRegistry.standard.profile(named: "surface-duo-2"))
    let env = duo.environment(for: pose.deviceState(duo))
    let hinge = try #require(env.reservedRegions().first)
    let play = LayoutNode(
      id: "play", role: .control(symbol: "▶", title: "Play"),
      frame: Rect(x: hinge.frame.midX - 24, y: 400, width: 48, height: 48))
    let root = LayoutNode(
      id: "root", role: .container(.plain),
      frame: Rect(x: 0, y: 0, width: env.windowSize.width, height: env.windowSize.height),
      children: [play])
    #expect(FoldAudit.findings(in: root, env: env).map(\.rule) == [.controlInActiveRegion])
    let pixel = try #require(DeviceRegistry.standard.profile(named: "pixel-fold"))
    let flat = pixel.environment(for: Pose.open.deviceState(pixel))
    var across = play
    across.frame.origin.x = flat.windowSize.width / 2 - 24
    #expect(
      FoldAudit.findings(
        in: LayoutNode(
          id: "root", role: .container(.plain),
          frame: Rect(x: 0, y: 0, width: flat.windowSize.width, height: flat.windowSize.height),
          children: [across]), env: flat
      ).isEmpty,
      "flat, a flexible screen's fold is inactive")
  }

  /// A tall inner display of regular width whose fold runs top to bottom (Pixel 9
  /// Pro Fold, 852 dp wide) puts its toolbar along the bottom, across the fold: the
  /// items sit on one side of the fold, none on it.
  @Test(arguments: ["pixel-9-pro-fold"])
  func aBottomBarKeepsItsItemsOffAFoldThroughIt(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    let state = EmulatorState(profile: profile, pose: .book, terminal: .standard, pattern: .feed)
    let fold = try #require(state.environment.reservedRegions(.division).first)
    let bar = try #require(state.tree.node(id: "toolbar"))
    #expect(bar.frame.intersects(fold.frame), "the bar runs across the fold")
    for item in bar.children {
      #expect(!item.frame.intersects(fold.keepOut), "\(item.id) \(item.frame)")
    }
  }

  /// At compact width (a medium-width Android book, a clamshell in Flex mode) an
  /// active fold still splits list-detail: one pane each side, nothing across it.
  @Test(
    arguments: [("galaxy-z-fold-5", Pose.book), ("galaxy-z-flip-5", .tabletop)])
  func anActiveFoldSplitsListDetailAtAnyWidth(device: String, pose: Pose) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    let state = EmulatorState(profile: profile, pose: pose, terminal: .standard)
    #expect(state.environment.horizontalSizeClass == .compact)
    let fold = try #require(state.environment.reservedRegions(.division).first)
    let list = try #require(state.tree.node(id: "list"))
    let detail = try #require(state.tree.node(id: "detail"))
    #expect(!list.frame.intersects(fold.keepOut) && !detail.frame.intersects(fold.keepOut))
  }
}
