/// The keys a person presses in a live session, kept with their times, written out
/// as a tour (`duoterm demo --record-tour FILE.tour`): rehearse a demo once, replay
/// it the same way. The tour starts in the session's pattern and pose and waits
/// between keys as long as the person did.
///
/// ```swift
/// var recording = TourRecording(start: EmulatorState(pose: .open), at: 0)
/// recording.record(.function(3), at: 1.2)
/// recording.text(end: 3)
/// // "# Recorded live …\npattern list-detail\npose open\nwait 1200\nF3\nwait 1800\n"
/// ```
public struct TourRecording: Hashable, Sendable {
  /// The pattern and pose the session started in.
  public var pattern: PatternID
  public var pose: Pose
  /// When the session started, on the caller's clock.
  public var start: Double
  /// Each key pressed and when.
  public var keys: [TourStep] = []

  public init(start state: EmulatorState, at time: Double) {
    pattern = state.pattern
    pose = state.pose
    start = time
  }

  /// Keeps `key`, pressed at `time`.
  public mutating func record(_ key: Key, at time: Double) {
    keys.append(TourStep(time: max(0, time - start), key: key))
  }

  /// The tour, ending at `end` (the session's end on the same clock); a quit key
  /// pressed last is left out, so the replay hands over instead of quitting.
  public func text(end: Double, keymap: Keymap = .standard) -> String {
    var steps = keys
    if let last = steps.last?.key, keymap.command(for: last) == .quit { steps.removeLast() }
    var lines = [
      "# Recorded live with duoterm demo --record-tour: the keys as they were pressed.",
      "pattern \(pattern.argument)", "pose \(pose.argument)",
    ]
    // Milliseconds from the start, as the replay counts them: rounding each wait
    // on its own would drift.
    var elapsed = 0
    func wait(until next: Double) {
      let target = Int((next * 1000).rounded())
      var ms = target - elapsed
      while ms > 0 {
        lines.append("wait \(min(ms, DemoScript.longestWait))")
        ms -= DemoScript.longestWait
      }
      elapsed = max(elapsed, target)
    }
    for step in steps {
      guard let key = step.key else { continue }
      wait(until: step.time)
      let added = Self.lines(for: key)
      lines += added.lines
      // Typed text takes its time in the replay: the next wait is that much shorter.
      elapsed += Int((Double(added.typed) * DemoScript.typingInterval * 1000).rounded())
    }
    wait(until: end - start)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The tour lines that press `key` (its name, a quoted character where the bare
  /// one would read as something else, a paste as typed text) and how many
  /// characters they type, each taking `DemoScript.typingInterval`.
  static func lines(for key: Key) -> (lines: [String], typed: Int) {
    switch key {
    case .character(let c) where c.isWhitespace:
      return (["Space"], 0)
    case .character(let c) where c == "#" || c == "'" || c == "\"":
      return ([c == "'" ? "\"'\"" : "'\(c)'"], 1)
    case .paste(let text, _):
      let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
      let lines = rows.enumerated().flatMap { index, line in
        (index > 0 ? ["Enter"] : []) + (line.isEmpty ? [] : ["type \(line)"])
      }
      return (lines, rows.map(\.count).reduce(0, +))
    default:
      return ([key.name], 0)
    }
  }
}
