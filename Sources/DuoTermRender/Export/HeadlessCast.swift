import DuoLayoutCore

/// A recording made with no terminal, in virtual time: the state is run from
/// deadline to deadline (every glide frame at 60 a second, slow motion, a tour's
/// waits and keys) and each frame that differs from the last is written as the
/// bytes a terminal needs to show it (cursor moves and styled text for the cells
/// that changed), stamped with the state's own clock. So a 40 s tour records in
/// a fraction of a second, and the same tour always gives the same bytes: no wall
/// clock, no date in the header.
///
/// The result is asciicast v2 (what asciinema plays): a header line, then
/// `[seconds, "o", text]` a frame and `[seconds, "m", label]` a marker at each pose,
/// pattern and caption.
///
/// ```swift
/// let start = script.startState(terminal: TerminalSize(columns: 100, rows: 30))
///   .playingTour(script, at: 0)
/// let cast = HeadlessCast.record(from: start, until: start.now + script.duration, title: "fold")
/// ```
public enum HeadlessCast {
  /// The cast of `start` run until `end` (seconds on its clock), with `keys`
  /// pressed at their times (`duoterm play`); a tour in `start` plays by itself.
  public static func record(
    from start: EmulatorState, keys: [(time: Double, key: Key)] = [], until end: Double,
    title: String
  ) -> String {
    record(Stage([start]), keys: keys, until: end, title: title)
  }

  /// The cast of the phones of a comparison, side by side in `terminal`
  /// (`Comparison`), each run on the same clock.
  public static func record(
    comparing starts: [EmulatorState], in terminal: TerminalSize, until end: Double,
    title: String
  ) -> String {
    record(Stage(starts, terminal: terminal), keys: [], until: end, title: title)
  }

  static func record(
    _ start: Stage, keys: [(time: Double, key: Key)], until end: Double, title: String
  ) -> String {
    let header: JSONValue = [
      "version": 2, "width": JSONValue(.number(JSONNumber(start.terminal.columns))),
      "height": JSONValue(.number(JSONNumber(start.terminal.rows))),
      "title": JSONValue(.string(title)),
    ]
    var out = JSONWriter().write(header) + "\n"
    var recording = Frames(origin: start.now)
    var state = start
    recording.show(state, into: &out)
    var keys = keys[...]
    var steps = 0
    while steps < 1_000_000 {
      steps += 1
      let times = [state.nextDeadline, keys.first?.time].compactMap { $0 }
      guard let next = times.min(), next <= end else { break }
      let at = max(next, state.now)
      if let key = keys.first, key.time <= next {
        keys = keys.dropFirst()
        state.reduce(.key(key.key), at: at)
      } else {
        state.reduce(.tick, at: at)
      }
      recording.show(state, into: &out)
      if state.shouldQuit { break }
    }
    if end > state.now, !state.shouldQuit {
      state.reduce(.tick, at: end)
      recording.show(state, into: &out)
    }
    return out
  }

  /// What has been shown so far, to write only what changes.
  private struct Frames {
    let origin: Double
    var grid: CellGrid? = nil
    var pose: Pose? = nil
    var pattern: PatternID? = nil
    var caption: String? = nil

    mutating func show(_ stage: Stage, into out: inout String) {
      let state = stage.first
      let time = Self.seconds(stage.now - origin)
      if state.pose != pose {
        pose = state.pose
        out += event(time, "m", state.pose.argument)
      }
      if state.pattern != pattern {
        pattern = state.pattern
        out += event(time, "m", state.pattern.argument)
      }
      if let said = state.tour?.caption, said != caption {
        caption = said
        out += event(time, "m", said)
      }
      let next = stage.frame
      let runs = GridDiff.runs(from: grid, to: next)
      if !runs.isEmpty {
        // The first frame starts from a blank screen with the cursor hidden.
        let prefix = grid == nil ? "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J" : ""
        out += event(time, "o", prefix + Self.bytes(runs))
      }
      grid = next
    }

    private func event(_ time: String, _ kind: String, _ text: String) -> String {
      "[\(time), \"\(kind)\", \(JSONWriter().write(JSONValue(.string(text))))]\n"
    }

    /// Seconds with six decimals, written the same on every machine.
    static func seconds(_ value: Double) -> String {
      let micro = Int((max(0, value) * 1_000_000).rounded())
      let fraction = String(micro % 1_000_000)
      return "\(micro / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }

    /// The escape sequences and text that draw `runs` over the screen.
    static func bytes(_ runs: [GridRun]) -> String {
      var out = ""
      var style: Style? = nil
      for run in runs {
        out += "\u{1B}[\(run.y + 1);\(run.x + 1)H"
        for cell in run.cells where !cell.isContinuation {
          if cell.style != style {
            out += ANSIExport.sequence(cell.style)
            style = cell.style
          }
          out.append(cell.character)
        }
      }
      return out + "\u{1B}[0m"
    }
  }
}
