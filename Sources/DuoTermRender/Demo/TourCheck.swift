import DuoLayoutCore

/// Plays a tour line by line in virtual time, as `duoterm demo --check` does: a
/// `wait settled` or `wait until "TEXT"` runs the clock a frame at a time (60 a
/// second) until it holds, and becomes a plain wait of that length; an `expect`
/// line checks the screen at that point. The first expectation that fails ends
/// the check with where it is and what was seen. Because the state is a pure
/// function of its clock, the resolved tour (every wait a number) plays the same
/// in the terminal, in a recording and in the slides.
///
/// ```swift
/// let check = TourCheck.run(script, from: script.startState(terminal: size))
/// check.failure?.description  // "feed.tour:12: expected pose book — saw open"
/// check.script                // the tour with its waits resolved, to play
/// ```
public struct TourCheck: Sendable {
  /// An expectation or a wait that did not hold.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var expected: String
    public var saw: String
    /// The screen at that point, as text.
    public var frame: String
    /// The phone it failed on, in a comparison (`demo --check --compare`).
    public var phone: String? = nil

    public var description: String {
      "\(file):\(line): \(phone.map { "on \($0), " } ?? "")expected \(expected) — saw \(saw)"
    }
  }

  /// The tour with each dynamic wait replaced by the seconds it took.
  public var script: DemoScript
  /// The first expectation that failed, if one did.
  public var failure: Failure?
  /// How many expectations held.
  public var passed: Int

  /// Checks `script` from `start` (its `startState`); `file` names it in failures.
  /// With `stopping` false it goes on past a failure (a wait that timed out lasts
  /// its timeout), to give the whole tour resolved for playing.
  public static func run(
    _ script: DemoScript, from start: EmulatorState, file: String? = nil, stopping: Bool = true,
    reference: DeviceProfile? = nil
  ) -> TourCheck {
    let file = file ?? "\(script.name).tour"
    var resolved = script
    resolved.actions = []
    var state = start.playingTour(resolved, at: start.now)
    var passed = 0
    var first: Failure? = nil
    /// The state once every line so far has played, the tour held open after it.
    func catchUp() {
      state = state.holdingTourOpen(steps: resolved.schedule)
        .running(until: start.now + resolved.duration + 1e-9)
    }
    for (line, action) in script.actions {
      /// Notes the failure; true when the check ends here.
      func failed(_ expected: String, _ saw: String) -> Bool {
        if first == nil {
          first = Failure(
            file: file, line: line, expected: expected, saw: saw, frame: Scene.render(state).text)
        }
        return stopping
      }
      switch action {
      case .waitSettled(let timeout), .waitUntil(_, let timeout):
        catchUp()
        let condition: (EmulatorState) -> Bool
        var expected = "the screen settled within \(timeout.pointText) s"
        if case .waitUntil(let text, _) = action {
          expected = "\"\(text)\" on screen within \(timeout.pointText) s"
          condition = { Self.screen($0).contains(text) }
        } else {
          condition = { $0.isSettled }
        }
        let begin = state.now
        var frames = 0
        while !condition(state) {
          frames += 1
          let elapsed = Double(frames) / 60
          guard elapsed <= timeout else {
            let saw = state.isSettled ? "it nowhere" : "still moving (\(state.movement))"
            if failed(expected, saw) {
              return TourCheck(script: resolved, failure: first, passed: passed)
            }
            break
          }
          state = state.running(until: begin + elapsed)
        }
        resolved.actions.append((line, .wait(Double(frames) / 60)))
      case .expect(let expectation):
        catchUp()
        resolved.actions.append((line, action))
        if let saw = Self.check(expectation, on: state, reference: reference) {
          if failed(expectation.expected, saw) {
            return TourCheck(script: resolved, failure: first, passed: passed)
          }
        } else {
          passed += 1
        }
      default:
        resolved.actions.append((line, action))
      }
    }
    return TourCheck(script: resolved, failure: first, passed: passed)
  }

  /// The screen for `wait until` and `expect "TEXT"`: without the key caps, so a
  /// word just typed is found in the app, not in its cap.
  static func screen(_ state: EmulatorState) -> ScreenSearch {
    ScreenSearch(Scene.render(state.withoutKeyCaps).text)
  }

  /// The pose `profile` is in where `reference`, the device a tour was written for,
  /// is in `pose`: the same hinge status, held the same way from its natural hold
  /// (the keys of a comparison act so on every phone), or the nearest the device
  /// has. Opening a flip phone held upright gives open-tall where iPhone Duo,
  /// held wide, gives open.
  static func pose(_ pose: Pose, of reference: DeviceProfile, on profile: DeviceProfile) -> Pose {
    var state = pose.deviceState(profile)
    state.isRotated = pose.deviceState(reference).isRotated
    return state.repaired(profile).pose(profile)
  }

  /// Nil when `expectation` holds on `state`; else what was seen instead.
  /// `reference` is the device the tour was written for, in a comparison.
  static func check(
    _ expectation: TourExpectation, on state: EmulatorState, reference: DeviceProfile? = nil
  ) -> String? {
    switch expectation {
    case .text(let text):
      return screen(state).contains(text) ? nil : "it nowhere on the screen"
    case .noText(let text):
      guard let row = screen(state).firstRow(containing: text) else { return nil }
      return "it on row \(row + 1)"
    case .pose(let pose):
      // The pose by its name, or by what the keys that reach it on the tour's own
      // device do on this one (a comparison starts each phone in the named pose,
      // and its keys turn every phone alike).
      let expected = Self.pose(pose, of: reference ?? state.profile, on: state.profile)
      if state.pose == pose || state.pose == expected { return nil }
      guard expected != pose else { return state.pose.argument }
      let reference = reference ?? state.profile
      return
        "\(state.pose.argument) (\(pose.argument) on \(reference.name) is \(expected.argument) on \(state.profile.name))"
    case .pattern(let pattern):
      return state.pattern == pattern ? nil : state.pattern.argument
    case .focus(let id):
      let focused = state.shownTree.allNodes.first { $0.emphasis == .focused }?.id
      if id == "none" { return focused.map { "focus on \($0)" } }
      guard let focused else { return "nothing focused" }
      return focused == id || focused.hasSuffix(".\(id)") ? nil : "focus on \(focused)"
    case .auditClean:
      // What the audit would fail on: the rules whose level is error.
      let findings = FoldAudit.findings(in: state.shownTree, env: state.shownEnvironment)
        .filter { $0.rule.defaultLevel == .error }
      guard let first = findings.first else { return nil }
      return
        "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(first.nodeID) \(first.detail)"
    }
  }
}
