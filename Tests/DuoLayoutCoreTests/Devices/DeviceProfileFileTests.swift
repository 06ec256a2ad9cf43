import DuoData
import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore

/// Device profiles as data: the built-in ones read and check, a second profile
/// (the test fixture) works through the same path, and a profile with a mistake
/// names the file, line, column and field.
@Suite struct DeviceProfileFileTests {
  static let testFoldPath = "Tests/Fixtures/devices/test-fold.json"

  static func testFold() throws -> DeviceProfile {
    try DeviceProfile.read(try Repository.text(testFoldPath), file: testFoldPath)
  }

  @Test func everyBuiltInProfileReads() throws {
    let paths = BundledFiles.paths(in: "Devices")
    #expect(paths.contains("Devices/iphone-duo.json"))
    for path in paths {
      let profile = try DeviceProfile.read(try #require(BundledFiles.text(path)), file: path)
      #expect(path == "Devices/\(profile.id).json", "a profile's file is named for its id")
      #expect(
        DeviceRegistry.builtIn(profile.id) == profile,
        "read unchecked at start-up, a built-in is what the checked reading gives")
    }
    #expect(DeviceRegistry.standard.names.first == "iphone-duo")
    #expect(
      DeviceRegistry.builtInNames == DeviceRegistry.standard.names,
      "the names known without reading the profiles are the profiles' names")
  }

  /// The hand reader of start-up reads every built-in profile and the fixture
  /// itself (not through the decoder it falls back to), and to the same profile as
  /// the decoder.
  @Test func theHandReaderReadsWhatTheDecoderReads() throws {
    var texts = try BundledFiles.paths(in: "Devices").map { try #require(BundledFiles.text($0)) }
    texts.append(try Repository.text(Self.testFoldPath))
    for text in texts {
      let json = try JSONReader.parse(text)
      let direct = try #require(DeviceProfile(direct: json))
      #expect(
        direct == (try JSONValueDecoder(strict: false).decode(DeviceProfile.self, from: json)))
    }
  }

  /// What the hand reader cannot read, the decoder reads and names: a field of the
  /// wrong type in a profile read unchecked is the decoder's error.
  @Test func whatTheHandReaderCannotReadTheDecoderNames() throws {
    let text = try Repository.text(Self.testFoldPath)
    let step = try #require(text.range(of: #""step": {"#))
    let value = try #require(
      text.range(of: #""value": 10"#, range: step.upperBound..<text.endIndex))
    var broken = text
    broken.replaceSubrange(value, with: #""value": "10""#)
    #expect(DeviceProfile(direct: try JSONReader.parse(broken)) == nil)
    #expect {
      try DeviceProfile.read(broken, file: "fold.json", checked: false)
    } throws: { error in
      "\(error)".contains("hinge.step.value: expected a number, found the string \"10\"")
    }
  }

  @Test func theBuiltInFileIsWhatTheBinaryCarries() throws {
    #expect(
      BundledFiles.text("Devices/iphone-duo.json")
        == (try Repository.text("Devices/iphone-duo.json")))
  }

  @Test func iPhoneDuoNumbersKeepTheirBasis() {
    let profile = DeviceProfile.iPhoneDuo
    let open = profile.geometry(display: .inner, isRotated: false)
    #expect(open.window.basis == .measured)
    #expect(open.regions.first { $0.id == "fold" }?.frame.basis == .measured)
    #expect(profile.hinge.closedBelow.basis == .design)
    #expect(profile.hinge.closedBelow.note?.isEmpty == false, "a design choice says why")
    #expect(profile.supportedPoses == Pose.allCases)
  }

  @Test func aSecondProfileWorksThroughTheSamePath() throws {
    let profile = try Self.testFold()
    #expect(profile.id == "test-fold")
    #expect(!profile.supports(.closedLandscape))
    let open = EmulatorState(profile: profile, pose: .open)
    #expect(open.environment.windowSize == Size(width: 800, height: 700))
    // Android's classes from the breakpoints: 800 dp across is medium, read as regular.
    #expect(open.environment.horizontalSizeClass == .regular)
    #expect(open.environment.platformSizeClasses?.width == "medium")
    let closed = EmulatorState(profile: profile, pose: .closed)
    #expect(closed.environment.horizontalSizeClass == .compact)
    #expect(closed.environment.platformSizeClasses?.width == "compact")
    // A zero-width fold, active only while partly folded.
    let book = EmulatorState(profile: profile, pose: .book)
    let fold = try #require(book.environment.reservedRegions(.division).first)
    #expect(fold.frame == Rect(x: 400, y: 0, width: 0, height: 700))
    #expect(open.environment.reservedRegions(.division).isEmpty)
  }

  @Test func everyPoseOfTheSecondProfileLaysOutEveryPattern() throws {
    let profile = try Self.testFold()
    for pose in profile.supportedPoses {
      for pattern in PatternRegistry.standard.ids {
        let state = EmulatorState(profile: profile, pose: pose, pattern: pattern)
        #expect(state.pose == pose)
        let findings = FoldAudit.findings(in: state.tree, env: state.environment)
        #expect(findings.isEmpty, "\(pattern) \(pose): \(findings)")
      }
    }
  }

  @Test func aPoseTheDeviceLacksSaysSoAndChangesNothing() throws {
    let start = EmulatorState(profile: try Self.testFold(), pose: .closed)
    let rotated = reduce(start, .key(.function(5)), at: 0)
    #expect(rotated.device == start.device)
    #expect(rotated.notice?.contains("Test Fold has no closed-landscape pose") == true)
  }

  @Test func theHingeKeysMoveByTheProfilesStep() throws {
    let profile = try Self.testFold()
    let open = EmulatorState(profile: profile, pose: .open)
    #expect(reduce(open, .key(.function(6)), at: 0).device.hingeAngle == 170)
    #expect(open.keymap.bindings.contains { $0.summary == "hinge angle −10°" })
  }

  /// The state keeps its keymap; a new profile (Ctrl-Y, a session's device) makes
  /// it again with that profile's hinge step.
  @Test func theKeptKeymapFollowsANewProfile() throws {
    var state = EmulatorState(pose: .open)
    #expect(state.keymap.bindings.contains { $0.summary == "hinge angle −15°" })
    state.setProfile(try Self.testFold())
    #expect(state.keymap.bindings.contains { $0.summary == "hinge angle −10°" })
    #expect(state.keymap == Keymap(registry: state.registry, profile: state.profile))
  }

  @Test func aProfileWithOneTimelineStepOpensThroughIt() throws {
    var state = EmulatorState(profile: try Self.testFold(), pose: .closed)
    state.motion.faithfulTimeline = true
    state = reduce(state, .key(.function(2)), at: 0)
    #expect(state.currentStep != nil)
    state = state.running(until: 1).settled()
    #expect(state.pose == .open)
    #expect(state.currentStep == nil)
  }

  @Test func aProfileWithNoTimelineStepsOpensAtOnce() throws {
    var profile = try Self.testFold()
    profile.timings.openWidthSteps.value = []
    var state = EmulatorState(profile: profile, pose: .closed)
    state.motion.faithfulTimeline = true
    state = reduce(state, .key(.function(2)), at: 0)
    #expect(state.pendingSteps.isEmpty)
    #expect(state.pose == .open)
  }

  /// Each mistake, its position and its words: `FILE:LINE:COL: field path: what — fix`.
  @Test(
    arguments: [
      (
        #""name": "Test Fold","#, #""name": 12,"#,
        "test.json:4:11: name: expected a string, found the number 12"
      ),
      (#""natural": "wide""#, #""natural": "sideways""#, "displays.inner.natural: unknown value"),
      (#""step": {"#, #""stepp": {"#, "unknown field 'stepp' — did you mean 'step'?"),
      (
        #""width": 800,"#, #""width": 600,"#,
        "displays.inner.holds.wide.window.value: 600×700 is not held wide"
      ),
      (
        #""x": 400,"#, #""x": 900,"#,
        "displays.inner.holds.wide.regions[0].frame.value: 0×700 at (900, 0) is not inside"
      ),
      (
        #""closedBelow": {"#,
        #""closedBelow": {"value": 140, "basis": "design", "source": "x"}, "flatFrom0": {"#,
        "unknown field 'flatFrom0'"
      ),
      (
        #""value": 110,"#, #""value": 15,"#,
        "hinge.partlyFoldedAngle.value: partlyFoldedAngle must be more than closedBelow (20°)"
      ),
    ])
  func mistakesAreNamedWhereTheyAre(original: String, broken: String, expected: String) throws {
    let text = try Repository.text(Self.testFoldPath)
    let changed = text.replacingOccurrences(
      of: original, with: broken, options: [], range: text.range(of: original))
    #expect(changed != text, "the fixture holds \(original)")
    #expect(throws: DeviceProfileProblem.self) {
      try DeviceProfile.read(changed, file: "test.json")
    }
    do {
      _ = try DeviceProfile.read(changed, file: "test.json")
    } catch {
      #expect(error.description.contains(expected), "\(error)")
      #expect(error.description.hasPrefix("test.json:"), "\(error)")
    }
  }

  @Test func aMissingFieldIsNamed() throws {
    let text = try Repository.text(Self.testFoldPath).replacingOccurrences(
      of: #"  "summary": "#, with: #"  "summery": "#)
    do {
      _ = try DeviceProfile.read(text, file: "test.json")
      Issue.record("a profile without a summary read")
    } catch {
      #expect(error.description.contains("summary"), "\(error)")
    }
  }
}
