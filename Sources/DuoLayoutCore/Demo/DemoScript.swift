/// A scripted tour (`Demos/*.tour`): plain text, one action a line.
///
/// ```text
/// # The first comment is the tour's one-line description.
/// pattern two-page      the pattern to start in (before any action)
/// pose open             the pose to start in (before any action)
/// screen ../Examples/apps/settings.json   a screen or app file to start in, from the tour's folder
/// wait 800              a pause, in milliseconds
/// F3                    a key, by its tmux name: F1…F12, C-a…C-z, Up, Enter, Space, or one character
/// 'Hello there'         a quoted phrase, typed as it is (as in `play --keys`)
/// type Hello there      text, typed a character at a time
/// say The fold turns active.   a caption under the phone, until the next say
/// slow 10               glides and the faithful timeline 10× slower (slow 1: normal)
/// keys off              no key caps under the phone from here (keys on: again)
/// ```
public struct DemoScript: Sendable {
  /// The tour's name: its file name without `.tour`.
  public var name: String
  /// The text of the tour's first comment, if it comes before any action; else empty.
  public var description: String
  /// The pose the tour starts in; nil starts it closed.
  public var pose: Pose?
  /// The pattern the tour starts in; nil starts it in the first one.
  public var pattern: PatternID?
  /// The screen or app file the tour starts in, as its `screen` line names it
  /// (from the tour's folder); the front reads it into `screen`.
  public var screenPath: (line: Int, path: String)?
  /// The file `screenPath` names, once read: the tour starts showing it.
  public var screen: ScreenFile?
  /// Each action with the line it came from.
  public var actions: [(line: Int, action: DemoAction)]

  /// Seconds between typed characters, so typing looks typed.
  public static let typingInterval = 0.06
  /// The longest wait a line may ask for (ten minutes).
  public static let longestWait = 600_000

  /// Reads a tour. `file` names it in error messages.
  public static func parse(
    _ text: String, name: String, file: String, registry: PatternRegistry = .standard
  ) throws(DemoError) -> DemoScript {
    var script = DemoScript(name: name, description: "", pose: nil, pattern: nil, actions: [])
    func fail(_ line: Int, _ message: String) -> DemoError {
      DemoError(file: file, line: line, message: message)
    }
    // A line ends at LF or CRLF (one character in Swift, so not split at "\n").
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      let line = raw.trimmingBlanks
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        if script.description.isEmpty && script.actions.isEmpty {
          script.description = String(line.dropFirst()).trimmingBlanks
        }
        continue
      }
      let word = line.prefix { $0 != " " }
      let rest = String(line.dropFirst(word.count)).trimmingBlanks
      switch word {
      case "pose", "pattern":
        guard script.actions.isEmpty else {
          throw fail(number, "'\(word)' sets where the tour starts; put it before the first action")
        }
        if word == "pose" {
          guard let pose = Pose(argument: rest) else {
            throw fail(number, "unknown pose '\(rest)'; poses: \(Pose.argumentList)")
          }
          script.pose = pose
        } else {
          guard let pattern = registry.named(rest) else {
            throw fail(number, "unknown pattern '\(rest)'; patterns: \(registry.argumentList)")
          }
          script.pattern = pattern
        }
      case "screen":
        guard script.actions.isEmpty, !rest.isEmpty else {
          throw fail(
            number,
            "'screen' names the screen or app file the tour starts in (screen ../Examples/apps/settings.json); put it before the first action"
          )
        }
        script.screenPath = (number, rest)
      case "wait" where rest.hasPrefix("settled") || rest.hasPrefix("until"):
        script.actions.append((number, try Self.dynamicWait(rest, fail: { fail(number, $0) })))
      case "expect":
        script.actions.append(
          (number, .expect(try Self.expectation(rest, registry: registry) { fail(number, $0) })))
      case "wait":
        guard let ms = Int(rest), ms >= 0, ms <= longestWait else {
          throw fail(
            number,
            "'\(line)' is no wait — give milliseconds, a whole number from 0 to \(longestWait) (wait 500)"
          )
        }
        script.actions.append((number, .wait(Double(ms) / 1000)))
      case "type":
        guard !rest.isEmpty else { throw fail(number, "type needs text: 'type Hello'") }
        script.actions.append((number, .type(String(line.dropFirst(5)))))
      case "say":
        guard !rest.isEmpty else {
          throw fail(number, "say needs the caption's text: 'say The fold turns active.'")
        }
        script.actions.append((number, .say(rest)))
      case "slow":
        guard let factor = Double(rest), SlowMotion.factors.contains(factor) else {
          throw fail(
            number,
            "'\(line)' is no speed — give how many times slower, from 1 (normal) to \(Int(SlowMotion.factors.upperBound)) (slow 10)"
          )
        }
        script.actions.append((number, .slow(factor)))
      case "keys":
        guard rest == "on" || rest == "off" else {
          throw fail(
            number,
            "'\(line)' — write keys off (no key caps under the phone) or keys on")
        }
        script.actions.append((number, .keys(rest == "on")))
      default:
        // A key line holds one key, or one quoted phrase: the words `play --keys` reads.
        let words: [KeyWord]
        do {
          words = try KeyWord.parse(line)
        } catch {
          throw fail(number, error.description)
        }
        guard words.count == 1, let only = words.first else {
          throw fail(
            number, "one key a line: '\(line)'; to type text write 'type \(line)' or quote it")
        }
        switch only {
        case .phrase(let text):
          script.actions.append((number, .type(text)))
        case .word(let name):
          let key: Key?
          do {
            key = try Key(name: name)
          } catch {
            throw fail(number, error.description)
          }
          guard let key else {
            throw fail(
              number,
              "unknown key '\(name)'; use a key name (F3, C-o, Down, Enter, Space), 'type \(name)' or a quoted phrase"
            )
          }
          script.actions.append((number, .key(key)))
        }
      }
    }
    return script
  }

  /// The keys, captions and speeds of the tour with the time (seconds from its
  /// start) of each.
  public var schedule: [TourStep] {
    var time = 0.0
    var result: [TourStep] = []
    for (_, action) in actions {
      switch action {
      case .wait(let seconds): time += seconds
      case .key(let key): result.append(TourStep(time: time, key: key))
      case .say(let text): result.append(TourStep(time: time, action: .say(text)))
      case .slow(let factor): result.append(TourStep(time: time, action: .slow(factor)))
      case .keys(let on): result.append(TourStep(time: time, action: .keys(on)))
      case .waitSettled, .waitUntil, .expect: break
      case .type(let text):
        for key in KeyWord.typing(text) {
          result.append(TourStep(time: time, key: key))
          time += DemoScript.typingInterval
        }
      }
    }
    return result
  }

  /// True when the tour has captions (`say`).
  public var hasCaptions: Bool {
    actions.contains { if case .say = $0.action { true } else { false } }
  }

  /// How long the tour runs, in seconds.
  public var duration: Double {
    actions.reduce(0) { total, item in
      switch item.action {
      case .wait(let seconds): total + seconds
      case .type(let text): total + Double(text.count) * DemoScript.typingInterval
      case .key, .say, .slow, .keys, .waitSettled, .waitUntil, .expect: total
      }
    }
  }

  /// True when the tour shows its keys at some point (`TourPlayback.showsKeys`):
  /// the phone then leaves a row for them.
  public var showsKeys: Bool { TourPlayback.showsKeys(schedule) }

  /// The state the tour starts in, given the viewport it plays in.
  public func startState(viewport: Viewport, profile: DeviceProfile = .iPhoneDuo) -> EmulatorState {
    let start = EmulatorState(
      profile: profile, pose: pose ?? .closed, viewport: viewport, pattern: pattern)
    return screen.map { start.showing($0) } ?? start
  }

  /// The tour as slides: the start, then the screen after each line that does
  /// something (a key, a phrase typed, a caption), once its glides have played
  /// out (`duoterm demo NAME --headless --svg-frames DIR`).
  public func frames(from start: EmulatorState) -> [EmulatorState] {
    var state = start
    state.startTour(self, at: start.now)
    var result = [start]
    var time = start.now
    for (_, action) in actions {
      let at: Double
      switch action {
      case .wait(let seconds):
        time += seconds
        continue
      case .slow, .keys, .waitSettled, .waitUntil, .expect: continue
      case .key, .say: at = time
      case .type(let text):
        at = time + Double(max(0, text.count - 1)) * DemoScript.typingInterval
        time += Double(text.count) * DemoScript.typingInterval
      }
      state = state.running(until: at + 1e-9)
      var settled = state
      settled.tour = state.tour?.held
      result.append(settled.settled())
    }
    return result
  }

  /// Plays the whole tour with no terminal: each key at its time, the clock
  /// ticking through any motion in between, and every glide settled at the end.
  public func play(from start: EmulatorState) -> EmulatorState {
    var state = start
    state.startTour(self, at: start.now)
    state = state.running(until: start.now + duration).settled()
    state.notices.clear(source: "tour", at: state.now)
    return state
  }

  /// Seconds a `wait settled` or `wait until` gives up after, unless the line
  /// says (`wait until "Sent" 3000`). Basis: design (a glide takes 0.3 s, a
  /// faithful timeline in slow motion under a minute).
  public static let dynamicWaitTimeout = 10.0

  /// `settled [MS]` or `until "TEXT" [MS]`, after `wait`.
  static func dynamicWait(
    _ rest: String, fail: (String) -> DemoError
  ) throws(DemoError) -> DemoAction {
    func timeout(_ text: Substring) throws(DemoError) -> Double {
      let text = String(text).trimmingBlanks
      if text.isEmpty { return dynamicWaitTimeout }
      guard let ms = Int(text), ms > 0, ms <= longestWait else {
        throw fail("'\(text)' is no timeout — give milliseconds after the wait (wait settled 5000)")
      }
      return Double(ms) / 1000
    }
    if rest.hasPrefix("settled") {
      return .waitSettled(timeout: try timeout(rest.dropFirst("settled".count)))
    }
    let after = rest.dropFirst("until".count).drop { $0 == " " }
    guard let (text, tail) = quoted(after) else {
      throw fail(
        "wait until needs quoted text: wait until \"Sent\" (and a timeout in ms, if you like)")
    }
    return .waitUntil(text, timeout: try timeout(tail))
  }

  /// The expectation an `expect` line's `rest` names.
  static func expectation(
    _ rest: String, registry: PatternRegistry, fail: (String) -> DemoError
  ) throws(DemoError) -> TourExpectation {
    let word = rest.prefix { $0 != " " }
    let value = String(rest.dropFirst(word.count)).trimmingBlanks
    let usage =
      "expect \"TEXT\", expect no \"TEXT\", expect pose POSE, expect pattern PATTERN, expect focus ID or expect audit clean"
    switch word {
    case "pose":
      guard let pose = Pose(argument: value) else {
        throw fail("unknown pose '\(value)'; poses: \(Pose.argumentList)")
      }
      return .pose(pose)
    case "pattern":
      guard let pattern = registry.named(value) else {
        throw fail("unknown pattern '\(value)'; patterns: \(registry.argumentList)")
      }
      return .pattern(pattern)
    case "focus":
      guard !value.isEmpty else { throw fail("expect focus needs a node ID, or none: \(usage)") }
      return .focus(value)
    case "audit":
      guard value == "clean" else {
        throw fail("'expect audit \(value)': write expect audit clean")
      }
      return .auditClean
    case "no":
      guard let (text, tail) = quoted(Substring(value)), tail.trimmingBlanks.isEmpty else {
        throw fail("expect no needs quoted text: expect no \"Sent\"")
      }
      return .noText(text)
    default:
      guard let (text, tail) = quoted(Substring(rest)), tail.trimmingBlanks.isEmpty else {
        throw fail("'expect \(rest)' is no expectation; write \(usage)")
      }
      return .text(text)
    }
  }

  /// The text between the quotes that open `text` (`"` or `'`), and what follows.
  private static func quoted(_ text: Substring) -> (String, Substring)? {
    guard let quote = text.first, quote == "\"" || quote == "'" else { return nil }
    let body = text.dropFirst()
    guard let end = body.firstIndex(of: quote), end > body.startIndex else { return nil }
    return (String(body[..<end]), body[body.index(after: end)...])
  }
}
