import Testing

@testable import DuoLayoutCore

/// Layout margins, the system's 16 pt (compact) and 20 pt (regular), kept
/// by every pattern in the layout core: no text or card touches the window's edge
/// or a bar, and two-page is symmetric around the fold.
@Suite("Layout margins")
struct MarginTests {
  @Test(arguments: PatternFixtures.patterns + [.inspector, .sharedSplit], Pose.allCases)
  func contentKeepsTheMargin(pattern: PatternID, pose: Pose) {
    Self.check(pattern, pose)
  }

  /// Every other built-in device, each pattern in each of the device's poses.
  @Test(arguments: DeviceRegistry.standard.profiles.map(\.id).filter { $0 != "iphone-duo" })
  func everyDevice(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    for pattern in PatternFixtures.patterns + [.inspector, .sharedSplit] {
      for pose in profile.supportedPoses { Self.check(pattern, pose, profile: profile) }
    }
  }

  /// Every Split View, the smallest and largest text, right to left.
  @Test(
    arguments: SplitView.allCases.map { EnvironmentOptions(splitView: $0) } + [
      EnvironmentOptions(textSize: .xSmall), EnvironmentOptions(textSize: .accessibility5),
      EnvironmentOptions(layoutDirection: .rightToLeft),
    ])
  func everyEnvironment(options: EnvironmentOptions) {
    for pattern in PatternFixtures.patterns + [.inspector, .sharedSplit] {
      for pose in Pose.allCases { Self.check(pattern, pose, options: options) }
    }
  }

  static func check(
    _ pattern: PatternID, _ pose: Pose, profile: DeviceProfile = .iPhoneDuo,
    options: EnvironmentOptions = EnvironmentOptions()
  ) {
    let state = EmulatorState(profile: profile, pose: pose, pattern: pattern, options: options)
    // The glass's frames: the tree is resolved onto them, right to left too.
    let env = state.environment.physical
    let margin = LayoutMargins.horizontal(in: env)
    let bar = state.tree.node(id: "toolbar")?.frame
    for node in state.tree.windowNodes {
      switch node.role {
      case .text, .label, .container(.boxed):
        guard !node.id.hasPrefix("toolbar"), !node.id.contains("pager") else { continue }
        let label = "\(profile.id) \(options.words) \(pattern) \(pose) \(node.id) \(node.frame)"
        // A side bar is on the trailing edge, or the leading one right to left.
        let side = bar.flatMap { $0.height > $0.width ? $0 : nil }
        let leadingBar = side.map { $0.midX < env.windowSize.width / 2 } ?? false
        let left = leadingBar ? side!.maxX : env.safeBounds.minX
        let right = side.map { leadingBar ? env.safeBounds.maxX : $0.minX } ?? env.safeBounds.maxX
        #expect(node.frame.minX >= left + margin - 1e-6, "\(label) touches the left")
        #expect(node.frame.maxX <= right - margin + 1e-6, "\(label) touches the right")
      default: continue
      }
    }
  }

  /// An active fold, however thin (a flexible screen's crease has no width), keeps
  /// the text, labels and outlines beside it a margin away: on every device, in
  /// every pattern and pose where a fold separates.
  @Test(arguments: DeviceRegistry.standard.profiles.map(\.id))
  func nothingTouchesAnActiveFold(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    for pattern in PatternFixtures.patterns + [.inspector, .sharedSplit] {
      for pose in profile.supportedPoses {
        let state = EmulatorState(profile: profile, pose: pose, pattern: pattern)
        let env = state.environment.physical
        guard let fold = env.fold(crossing: env.bounds), fold.isActive else { continue }
        let line = fold.frame
        for node in state.tree.windowNodes {
          switch node.role {
          case .text, .label, .container(.boxed): break
          default: continue
          }
          let frame = node.frame
          // Across the fold is the audit's business (scrolling content and media
          // may cross; the audit keeps controls out): here, what lies beside it.
          let across =
            fold.isVertical
            ? frame.minX < line.minX && frame.maxX > line.maxX
            : frame.minY < line.minY && frame.maxY > line.maxY
          guard !across else { continue }
          let gap =
            fold.isVertical
            ? max(line.minX - frame.maxX, frame.minX - line.maxX)
            : max(line.minY - frame.maxY, frame.minY - line.maxY)
          #expect(
            gap >= LayoutMargins.compact - 1e-6,
            "\(device) \(pattern) \(pose) \(node.id) \(frame) is \(gap) from the fold \(line)")
        }
      }
    }
  }

  @Test(
    "two pages mirror each other around the fold, flat and folded", arguments: [Pose.open, .book])
  func spreadIsSymmetric(pose: Pose) throws {
    let state = EmulatorState(pose: pose, pattern: .twoPage)
    let fold = try #require(state.environment.fold)
    let left = try #require(state.tree.node(id: "page.first")).frame
    let right = try #require(state.tree.node(id: "page.second")).frame
    #expect(abs((fold.frame.midX - left.maxX) - (right.minX - fold.frame.midX)) < 1e-6)
    #expect(abs((fold.frame.midX - left.minX) - (right.maxX - fold.frame.midX)) < 1e-6)
    #expect(fold.frame.minX - left.maxX >= LayoutMargins.regular - 1e-6, "a margin off the fold")
  }
}
