import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `wait settled`, `wait until "TEXT"` and `expect …` lines, played in virtual
/// time: a dynamic wait becomes the wait it took, and the first expectation that
/// fails says where and what was seen.
@Suite("Tour checks")
struct TourCheckTests {
  static func check(_ body: String) throws -> TourCheck {
    let script = try DemoScript.parse(
      "# t\npattern list-detail\npose open\n" + body, name: "t", file: "t.tour")
    return TourCheck.run(script, from: script.startState(terminal: .standard))
  }

  @Test func expectationsThatHoldPass() throws {
    let check = try Self.check(
      """
      F3
      wait settled
      expect pose book
      expect pattern list-detail
      expect audit clean
      expect "Inner display"
      expect no "Outer display · lit"
      expect focus none
      """)
    #expect(check.failure == nil, "\(String(describing: check.failure))")
    #expect(check.passed == 6)
  }

  @Test func waitSettledLastsAsLongAsTheGlide() throws {
    let check = try Self.check("F3\nwait settled\nexpect pose book")
    let waits = check.script.actions.compactMap {
      if case .wait(let seconds) = $0.action { seconds } else { nil }
    }
    #expect(waits.count == 1)
    // A fold glides about 0.3 s; settled at the first frame after it ends.
    #expect((0.2...0.6).contains(waits[0]), "\(waits)")
    #expect(check.script.duration == waits[0])
  }

  @Test func aFailedExpectationNamesTheLineAndWhatWasSeen() throws {
    let check = try Self.check("F3\nwait settled\nexpect pose tabletop\nexpect pose book")
    let failure = try #require(check.failure)
    #expect(failure.description == "t.tour:6: expected pose tabletop — saw book")
    #expect(failure.frame.contains("Inner display"), "the frame comes with it")
    #expect(check.passed == 0, "the check stops at the first failure")
  }

  @Test(arguments: [
    (
      "expect \"Nowhere to be seen\"",
      "t.tour:4: expected \"Nowhere to be seen\" on screen — saw it nowhere on the screen"
    ),
    ("expect no \"Inbox\"", "t.tour:4: expected no \"Inbox\" on screen — saw it on row"),
    (
      "wait until \"Never\" 500",
      "t.tour:4: expected \"Never\" on screen within 0.5 s — saw it nowhere"
    ),
    ("expect focus draft", "t.tour:4: expected focus on draft — saw nothing focused"),
  ])
  func failures(_ line: String, _ said: String) throws {
    let failure = try #require(try Self.check(line).failure)
    #expect(failure.description.hasPrefix(said), "\(failure)")
  }

  @Test func aGlideStillMovingAtTheTimeoutSaysSo() throws {
    let failure = try #require(try Self.check("slow 100\nF3\nwait settled 200").failure)
    #expect(
      failure.description
        == "t.tour:6: expected the screen settled within 0.2 s — saw still moving (a glide)")
  }

  @Test(arguments: [
    ("wait until Sent", "t.tour:4: wait until needs quoted text"),
    ("wait settled soon", "t.tour:4: 'soon' is no timeout"),
    ("expect pose sideways", "t.tour:4: unknown pose 'sideways'"),
    ("expect audit dirty", "t.tour:4: 'expect audit dirty': write expect audit clean"),
    ("expect something", "t.tour:4: 'expect something' is no expectation"),
  ])
  func badLinesAreFileLineErrors(_ line: String, _ said: String) {
    #expect {
      _ = try Self.check(line)
    } throws: { error in
      "\(error)".hasPrefix(said)
    }
  }
}

/// `demo --check --compare`: the tour is checked on every phone, and a failure
/// names the phone it failed on.
@Suite("Tour checks side by side")
struct TourCheckComparisonTests {
  /// Two phones that both have a book pose.
  static let profiles = ["iphone-duo", "pixel-9-pro-fold"].compactMap { id in
    DeviceRegistry.standard.profiles.first { $0.id == id }
  }
  static let size = TerminalSize(columns: 200, rows: 45)

  static func checks(_ body: String) throws -> [TourCheck] {
    let script = try DemoScript.parse(
      "# t\npattern list-detail\npose open\n" + body, name: "t", file: "t.tour")
    return TourCheck.run(
      script, comparing: profiles, from: script.startState(terminal: size), in: size)
  }

  @Test func eachPhoneIsCheckedInItsOwnPart() throws {
    let checks = try Self.checks("F3\nwait settled\nexpect pose book\nexpect \"Inbox\"")
    try #require(Self.profiles.count == 2)
    #expect(checks.count == 2)
    #expect(checks.allSatisfy { $0.failure == nil && $0.passed == 2 }, "\(checks.map(\.failure))")
  }

  @Test func aFailureNamesItsPhone() throws {
    // Each phone's status line names its device: true on the first, not the second.
    let name = Self.profiles[0].name
    let checks = try Self.checks("expect \"\(name)\"")
    #expect(checks[0].failure == nil)
    let failure = try #require(checks[1].failure)
    #expect(
      failure.description
        == "t.tour:4: on \(Self.profiles[1].name), expected \"\(name)\" on screen — saw it nowhere on the screen"
    )
    #expect(failure.frame.contains(Self.profiles[1].name), "the failing phone's frame")
  }
}
