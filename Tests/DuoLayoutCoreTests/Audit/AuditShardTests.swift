import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// `--shard K/N`: each unit of the audit is in exactly one of the N shards, the
/// same one on every run, and the shards' cases together are the whole audit's.
@Suite struct AuditShardTests {
  static let units: [AuditUnit] = PatternRegistry.standard.entries.flatMap { entry in
    entry.auditScreens.flatMap { screen in
      DeviceRegistry.standard.profiles.flatMap { profile in
        profile.supportedPoses.flatMap { pose in
          ["200x50", "80x24"].map {
            AuditUnit(
              subject: entry.id.argument, screen: screen.name, device: profile.id, pose: pose,
              environment: $0)
          }
        }
      }
    }
  }

  @Test(arguments: 1...7)
  func theShardsAreDisjointAndCoverEveryUnit(count: Int) throws {
    let shards = try (1...count).map { try #require(AuditShard(argument: "\($0)/\(count)")) }
    for unit in Self.units {
      #expect(shards.filter { $0.contains(unit) }.count == 1, "\(unit.key)")
    }
    if count > 1 {
      let sizes = shards.map { shard in Self.units.filter(shard.contains).count }
      #expect(sizes.allSatisfy { $0 > 0 }, "every shard has work: \(sizes)")
    }
  }

  @Test func theHashIsFNV1aAndSoTheSameOnEveryMachine() {
    // The published FNV-1a 64-bit test vectors.
    #expect(AuditShard.hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(AuditShard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(AuditShard.hash("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "3", "1/2/3", "", "-1/2"])
  func aBadShardIsRefused(argument: String) {
    #expect(AuditShard(argument: argument) == nil)
  }

  @Test func theShardsCasesTogetherAreTheWholeAudit() throws {
    let sweep = AuditSweep(
      profile: .iPhoneDuo, patterns: [.listDetail, .arrangements], poses: Pose.allCases,
      sizes: [TerminalSize(columns: 80, rows: 24)])
    let whole = sweep.run()
    var parts: [AuditCase] = []
    for index in 1...3 {
      parts += sweep.run(shard: try #require(AuditShard(argument: "\(index)/3")))
    }
    #expect(parts.count == whole.count)
    #expect(Set(parts) == Set(whole), "the same cases and the same findings")
  }

  /// Over environments and on every device (each at the size its poses need), the
  /// shards' cases are the whole sweep's, each case in one shard.
  @Test(arguments: DeviceRegistry.standard.profiles, [2, 4])
  func theShardsOfAnEnvironmentSweepAreTheWholeSweep(profile: DeviceProfile, count: Int) throws {
    let sweep = AuditSweep(
      profile: profile, patterns: [.listDetail], poses: profile.supportedPoses,
      sizes: [TerminalSize(columns: 80, rows: 24), .standard],
      environments: [
        EnvironmentOptions(),
        EnvironmentOptions(splitView: SplitView(.oneThird, side: .leading)),
        EnvironmentOptions(textSize: .accessibility5, layoutDirection: .rightToLeft),
      ])
    let whole = sweep.run()
    var parts: [AuditCase] = []
    for index in 1...count {
      parts += sweep.run(shard: try #require(AuditShard(argument: "\(index)/\(count)")))
    }
    #expect(parts.count == whole.count, "no case in two shards")
    #expect(Set(parts) == Set(whole), "the same cases and the same findings")
  }

  /// Issue: a shard laid out all six poses of a screen whenever it owned one of
  /// them, so N shards cost up to N times the whole run. Now a screen's poses go to
  /// one shard, and the N shards lay out each state once between them.
  @Test(arguments: [2, 4])
  func theShardsLayOutEachStateOnceBetweenThem(count: Int) throws {
    let sweep = AuditSweep(
      profile: .iPhoneDuo, patterns: [.listDetail, .sharedSplit], poses: Pose.allCases,
      sizes: [TerminalSize(columns: 80, rows: 24), .standard])
    func layouts(_ shard: AuditShard) -> (states: Int, cases: Int) {
      var states = 0
      let cases = sweep.run(shard: shard) { (_: EmulatorState) throws(Never) in states += 1 }
      return (states, cases.count)
    }
    let whole = layouts(.whole)
    var states = 0
    for index in 1...count {
      let part = layouts(try #require(AuditShard(argument: "\(index)/\(count)")))
      #expect(part.states == part.cases, "shard \(index)/\(count) lays out only its own cases")
      states += part.states
    }
    #expect(states == whole.states)
  }

  @Test func aScreensPosesGoToOneShard() throws {
    let shard = try #require(AuditShard(argument: "2/5"))
    for group in Dictionary(grouping: Self.units, by: \.groupKey).values {
      #expect(Set(group.map(shard.contains)).count == 1, "\(group[0].groupKey)")
    }
  }
}
