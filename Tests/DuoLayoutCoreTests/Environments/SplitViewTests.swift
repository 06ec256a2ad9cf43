import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// Split View on the inner display: the window narrows, its size
/// classes, insets and regions are recomputed from the profile, and it exists only
/// while the inner display is lit.
@Suite("Split View")
struct SplitViewTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func env(_ split: SplitView?, pose: Pose = .open) -> LayoutEnvironment {
    profile.environment(
      for: pose.deviceState(profile), options: EnvironmentOptions(splitView: split))
  }

  @Test("⅔ open: a narrower window, regular, the fold crosses it, insets differ left and right")
  func twoThirds() throws {
    let full = Self.env(nil)
    let env = Self.env(SplitView(.twoThirds))
    #expect(env.windowSize.width < full.windowSize.width)
    #expect(env.windowSize.height == full.windowSize.height)
    #expect(env.horizontalSizeClass == .regular)
    let fold = try #require(env.fold)
    #expect(env.bounds.contains(fold.frame))
    #expect(env.safeAreaInsets.left != env.safeAreaInsets.right, "rule 11: controls on one edge")
    #expect(env.verticalBarEdge == .trailing)
  }

  @Test("⅓ open: compact, and no fold crosses the window")
  func oneThird() {
    let env = Self.env(SplitView(.oneThird))
    #expect(env.horizontalSizeClass == .compact)
    #expect(env.fold == nil)
    #expect(env.windowSize.width < Self.env(SplitView(.twoThirds)).windowSize.width)
  }

  @Test(
    "½: the divider covers the fold, so neither window has one",
    arguments: [true, false], SplitSide.allCases)
  func half(isRotated: Bool, side: SplitSide) throws {
    let layout = Self.profile.splitLayout(SplitView(.half, side: side), isRotated: isRotated)
    let fold = try #require(
      Self.profile.geometry(display: .inner, isRotated: isRotated).regions.first {
        $0.kind == .division
      }?.region(isActive: true))
    #expect(layout.divider.contains(fold.frame))
    #expect(!layout.app.intersects(fold.frame))
    #expect(!layout.other.intersects(fold.frame))
    let pose: Pose = isRotated ? .tabletop : .book
    #expect(Self.env(SplitView(.half, side: side), pose: pose).fold == nil)
  }

  @Test(
    "the windows and the divider tile the display", arguments: SplitView.allCases, [false, true])
  func tiles(split: SplitView, isRotated: Bool) {
    let layout = Self.profile.splitLayout(split, isRotated: isRotated)
    let display = Self.profile.geometry(display: .inner, isRotated: isRotated).windowSize
    let area = [layout.app, layout.other, layout.divider].map { $0.width * $0.height }
    #expect(area.reduce(0, +) == display.width * display.height)
    #expect(!layout.app.intersects(layout.other))
    #expect(layout.app.width > 0 && layout.other.width > 0)
  }

  @Test("leading puts the app on the left, and its bars on its outer (leading) edge")
  func leading() {
    let layout = Self.profile.splitLayout(SplitView(.twoThirds, side: .leading), isRotated: false)
    #expect(layout.app.minX == 0)
    #expect(layout.other.maxX == 951)
    #expect(Self.env(SplitView(.twoThirds, side: .leading)).verticalBarEdge == .leading)
  }

  @Test("closed, the outer display is full screen; opening brings Split View back")
  func onlyInner() {
    var state = EmulatorState(pose: .open)
    state = reduce(state, .key(.control("s")), at: 0)
    #expect(state.environment.splitView == SplitView(.half))
    state = reduce(state, .key(.control("o")), at: 1).settled()
    #expect(state.litDisplay == .outer)
    #expect(state.environment.splitView == nil)
    #expect(state.splitLayout == nil)
    #expect(state.environment == EmulatorState(pose: .closed).environment)
    state = reduce(state, .key(.control("o")), at: 5).settled()
    #expect(state.environment.splitView == SplitView(.half))
  }

  @Test("Ctrl-S cycles ½ ⅔ ⅓ on each side, then leaves; the models stay")
  func cycle() {
    var state = EmulatorState(pose: .open)
    state = reduce(state, .key(.down), at: 0)
    let models = state.models
    var seen: [SplitView?] = []
    for step in 1...7 {
      state = reduce(state, .key(.control("s")), at: Double(step))
      seen.append(state.splitView)
    }
    #expect(seen.last == .some(nil))
    #expect(Set(seen.compactMap { $0 }) == Set(SplitView.allCases))
    #expect(state.models == models)
  }

  @Test("Ctrl-\\ leaves at once from any Split View, and says so; off, it says how to enter")
  func leave() {
    for split in SplitView.allCases {
      var state = EmulatorState(pose: .open)
      state = reduce(state, .key(.down), at: 0)
      let models = state.models
      state.options.splitView = split
      state = reduce(state, .key(.control("\\")), at: 1)
      #expect(state.splitView == nil, "from \(split.words)")
      #expect(state.notices.shown?.text.contains("Split View off") == true)
      #expect(state.models == models)
    }
    let off = reduce(EmulatorState(pose: .open), .key(.control("\\")), at: 0)
    #expect(off.splitView == nil)
    #expect(off.notices.shown?.text.contains("Ctrl-S enters it") == true)
  }

  @Test("Split View is kept in the session")
  func session() throws {
    var state = EmulatorState(pose: .open)
    state.options = EnvironmentOptions(
      splitView: SplitView(.oneThird, side: .leading), textSize: .accessibility2,
      layoutDirection: .rightToLeft)
    let bytes = SessionFile.encode(SessionSnapshot(state))
    let restored = try SessionFile.decode(bytes).restore(into: EmulatorState())
    #expect(restored.options == state.options)
  }

  @Test("`WIDTH[,SIDE]` reads as the command line writes it; nonsense does not")
  func argument() {
    #expect(SplitView(argument: "2/3") == SplitView(.twoThirds, side: .trailing))
    #expect(SplitView(argument: "1/3,leading") == SplitView(.oneThird, side: .leading))
    for split in SplitView.allCases { #expect(SplitView(argument: split.argument) == split) }
    for bad in ["", "3/4", "1/2,left", "1/2,leading,x", "1/2,"] {
      #expect(SplitView(argument: bad) == nil, "\(bad)")
    }
  }

  @Test(
    "every pattern lays out inside its Split View window, held either way",
    arguments: SplitView.allCases, [Pose.open, .book, .tabletop])
  func everyPattern(split: SplitView, pose: Pose) {
    var state = EmulatorState(pose: pose)
    state.splitView = split
    let env = state.environment
    for entry in state.registry.entries {
      // Frames inside a turned node are in its owner's space: its own frame is checked.
      func check(_ node: LayoutNode) {
        #expect(
          env.bounds.contains(node.frame), "\(entry.id.argument) \(node.id) \(node.frame)")
        if node.quarterTurns == 0 { node.children.forEach(check) }
      }
      check(entry.layout(state.models, env))
    }
  }
}
