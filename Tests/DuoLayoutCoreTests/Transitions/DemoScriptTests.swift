import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore

/// Tours: every shipped one parses and plays headless; a bad line says where and why.
@Suite struct DemoScriptTests {
  static let demos = Repository.path("Demos")

  /// Every tour in Demos/, found there so a new one is tested without a change here.
  static let tours: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: demos)) ?? [])
    .filter { $0.hasSuffix(".tour") }.map { String($0.dropLast(5)) }.sorted()

  static func read(_ name: String) throws -> String {
    try String(contentsOfFile: "\(demos)/\(name).tour", encoding: .utf8)
  }

  @Test(arguments: tours)
  func everyShippedTourParsesAndPlaysHeadless(name: String) throws {
    let script = try DemoScript.parse(try Self.read(name), name: name, file: "\(name).tour")
    #expect(!script.description.isEmpty)
    #expect(script.schedule.count >= 3)
    let final = script.play(from: script.startState(terminal: .standard))
    #expect(final.transition == nil && final.pendingSteps.isEmpty, "settled at the end")
  }

  @Test func theMailboxTourKeepsItsDraftThroughEveryFold() throws {
    let script = try DemoScript.parse(try Self.read("list-detail-fold"), name: "x", file: "x")
    let final = script.play(from: script.startState(terminal: .standard))
    #expect(
      final.models.listDetail.drafts[2]?.text
        == "Thanks for the alert! The ferry site loads again.",
      "the reply answers Sam's message that the staging site is back up")
    #expect(final.pose == .open)
  }

  /// Every shipped tour's last caption stays on screen, with the last screen it
  /// describes, long enough to be read (the last glide long done) before the
  /// tour ends and takes the caption away.
  @Test(arguments: tours)
  func theLastCaptionStaysOnScreen(_ name: String) throws {
    let script = try DemoScript.parse(try Self.read(name), name: name, file: "\(name).tour")
    let actions = script.actions.map(\.action)
    let lastSay = try #require(actions.lastIndex { if case .say = $0 { true } else { false } })
    let lastKey = actions.lastIndex {
      switch $0 {
      case .key, .type: true
      default: false
      }
    }
    let held = actions[(max(lastSay, lastKey ?? 0) + 1)...].reduce(0.0) {
      if case .wait(let seconds) = $1 { $0 + seconds } else { $0 }
    }
    #expect(held >= 3, "\(name): the last caption shows \(held) s after the last key or caption")
  }

  @Test func thereIsATourPerPatternAndOneForTheSharedScreen() {
    for name in ["list-detail-fold", "two-page-fold", "feed-fold", "shared-game"] {
      #expect(Self.tours.contains(name), "\(name).tour")
    }
  }

  @Test func theSharedGameTourPlaysAGameToAWinAndARematch() throws {
    let script = try DemoScript.parse(try Self.read("shared-game"), name: "x", file: "x")
    let final = script.play(from: script.startState(terminal: .standard))
    let lines = final.modelDescription.map { "\($0.name): \($0.value)" }
    #expect(lines.contains("wins: first 1, second 0"), "\(lines)")
    #expect(lines.contains("winner: none"), "a rematch has started")
  }

  @Test(arguments: [
    ("F3\nBogus", 2, "unknown key 'Bogus'"),
    ("wait soon", 1, "'wait soon' is no wait"),
    ("wait -5", 1, "'wait -5' is no wait"),
    ("F2\npose open", 2, "before the first action"),
    ("pose sideways", 1, "unknown pose 'sideways'"),
    ("pattern nope", 1, "unknown pattern 'nope'"),
    ("type", 1, "type needs text"),
    ("Down Down", 1, "one key a line"),
    ("# fine\n\nF13", 3, "function keys are F1"),
    ("F2\n'hello world", 2, "no closing '"),
    ("'a' 'b'", 1, "one key a line"),
    ("''", 1, "types nothing"),
    ("say", 1, "say needs the caption's text"),
    ("slow fast", 1, "'slow fast' is no speed"),
    ("slow 0", 1, "'slow 0' is no speed"),
    ("slow 101", 1, "from 1 (normal) to 100"),
  ])
  func aBadLineNamesItsLineAndTheProblem(text: String, line: Int, message: String) {
    #expect {
      _ = try DemoScript.parse(text, name: "bad", file: "Demos/bad.tour")
    } throws: { error in
      guard let error = error as? DemoError else { return false }
      return error.line == line && error.message.contains(message)
        && error.description.hasPrefix("Demos/bad.tour:\(line): ")
    }
  }

  @Test func aKeyLineMayHoldAQuotedPhraseTypedWithItsSpaces() throws {
    let script = try DemoScript.parse(
      "'hello world'\n\"it's\"\n'\ntype a  b", name: "t", file: "t")
    #expect(
      script.actions.map(\.action) == [
        .type("hello world"), .type("it's"), .key(.character("'")), .type("a  b"),
      ])
    // The phrase is typed as `play --keys` types it: a space is Space.
    #expect(try script.schedule.prefix(11).compactMap(\.key) == KeyWord.keys("'hello world'"))
  }

  @Test func typingAndWaitsAreScheduledInOrder() throws {
    let script = try DemoScript.parse("wait 500\ntype ab\nF3", name: "t", file: "t")
    let times = script.schedule.map(\.time)
    #expect(zip(times, [0.5, 0.56, 0.62]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(times)")
    #expect(times.count == 3)
    #expect(script.schedule.compactMap(\.key) == [.character("a"), .character("b"), .function(3)])
  }

  @Test func aCaptionShowsFromItsSayUntilTheNextAndGoesWithTheTour() throws {
    let script = try DemoScript.parse(
      "say One.\nwait 500\nF2\nsay Two.\nwait 500\nF3\nwait 500", name: "t", file: "t")
    #expect(script.hasCaptions)
    var state = script.startState(terminal: .standard)
    state.startTour(script, at: 0)
    #expect(state.running(until: 0.1).caption == "One.")
    #expect(state.running(until: 0.6).caption == "Two.")
    #expect(state.running(until: 0.6).pose == .open, "the key beside it was pressed")
    #expect(state.running(until: 2).caption == nil, "the tour is over")
    let stopped = reduce(state.running(until: 0.1), .key(.character("x")), at: 0.2)
    #expect(stopped.caption == nil, "a key hands over, and the caption goes")
  }

  @Test func aTourSetsSlowMotionAndBackToNormal() throws {
    let script = try DemoScript.parse("slow 4\nwait 500\nslow 1\nwait 10", name: "t", file: "t")
    var state = script.startState(terminal: .standard)
    state.startTour(script, at: 0)
    #expect(state.running(until: 0.1).slowMotion.multiplier == 4)
    #expect(state.running(until: 0.6).slowMotion.multiplier == 1)
  }
}
