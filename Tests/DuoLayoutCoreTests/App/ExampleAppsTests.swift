import DuoTermRender
import Foundation
import Testing

@testable import DuoLayoutCore

/// The apps in `Examples/apps/`: each reads, and every screen the audit reaches
/// lays out with no finding (no overlap, no text lost, no control in the fold or
/// too small, none lost between poses) on every built-in device, in every pose,
/// at 200 × 50 and 80 × 24, as `duoterm audit --screen FILE --device all --pose all`.
@Suite struct ExampleAppsTests {
  static let folder = ExampleApp.folder

  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()

  @Test func theExamplesAreThere() {
    #expect(
      Self.names == [
        "chat.json", "checkout.json", "music.json", "photos.json", "settings.json", "shopping.json",
      ])
  }

  @Test(arguments: names)
  func auditsCleanOnEveryDeviceAndPose(name: String) throws {
    let screen = try ScreenFile.read(
      String(contentsOfFile: "\(Self.folder)/\(name)", encoding: .utf8),
      file: "Examples/apps/\(name)")
    let paths = screen.allControlPaths(or: ScreenPattern.controlPaths)
    for profile in DeviceRegistry.standard.profiles {
      for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
        for audit in screen.auditScreens(or: []) {
          var trees: [LayoutNode] = []
          var envs: [LayoutEnvironment] = []
          for pose in profile.supportedPoses {
            let start = EmulatorState(profile: profile, pose: pose, terminal: size).showing(screen)
            let state = audit.keys.reduce(start) { reduce($0, .key($1), at: 0) }
            trees.append(state.tree)
            envs.append(state.environment)
          }
          let findings = FoldAudit.findings(acrossPoses: trees, envs: envs, paths: paths)
            .flatMap { $0 }
          #expect(findings.isEmpty, "\(name) \(profile.name) \(size) \(audit.name): \(findings)")
        }
      }
    }
  }

  /// The environments that have broken example apps before, a quarter of
  /// `--all-environments` (which takes minutes in a debug build): every Split View
  /// (a third wide beside the inner camera leaves a column ~110 pt wide), the
  /// default and the two largest text sizes, both directions, at 80 × 24. The
  /// whole set is `duoterm audit --screen FILE --all-environments`.
  static let environments = EnvironmentOptions.combinations(
    splits: [nil] + SplitView.allCases, textSizes: [.standard, .accessibility3, .accessibility5],
    directions: [.leftToRight, .rightToLeft])

  @Test(arguments: names)
  func auditsCleanInSplitViewsLargeTextAndRightToLeft(name: String) throws {
    let screen = try ScreenFile.read(
      String(contentsOfFile: "\(Self.folder)/\(name)", encoding: .utf8),
      file: "Examples/apps/\(name)")
    let sweep = AuditSweep(
      profile: .iPhoneDuo, patterns: [], screens: [screen],
      poses: DeviceProfile.iPhoneDuo.supportedPoses, sizes: [TerminalSize(columns: 80, rows: 24)],
      environments: Self.environments, registry: .withScreen)
    let findings = sweep.run().flatMap { auditCase in
      auditCase.findings.map { "\(auditCase.unit.key): \($0.nodeID) \($0.rule.rawValue)" }
    }
    #expect(findings.isEmpty, "\(findings.count) findings: \(findings.prefix(5))")
  }
}
