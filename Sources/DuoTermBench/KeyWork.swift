import DuoLayoutCore
import DuoTermRender

/// What one key costs duoterm itself, without tmux or a terminal: reduce, render
/// and diff (duoterm's pure pipeline, Swift), then the changed cells converted by
/// duoterm's writer's rules (`FillWriter`) and drawn by C into ncurses on
/// `/dev/null`, as the interactive loop does after a key. Printed beside the
/// latency figures, to tell duoterm's share from tmux's. The headline for keys is
/// the real `duoterm` under callgrind (`KeyInstructions`), its own writer included.
enum KeyWork {
  /// Typing into a reply: `r`, then `x` and Backspace in turn.
  static let typing: (setup: [Key], keys: [Key]) = (
    [.character("r")], [.character("x"), .backspace]
  )
  /// Moving the mailbox's selection: Down and Up in turn.
  static let navigating: (setup: [Key], keys: [Key]) = ([], [.down, .up])

  /// A duoterm (200×50 unless asked) showing the default pattern closed, drawn once.
  struct Session {
    var state: EmulatorState
    var screen = ShownFrame()
    var now = 0.0

    /// A session showing `state`, drawn once.
    init(state: EmulatorState, on writer: FillWriter) {
      self.state = state
      writer.draw(screen.update(to: state))
    }

    init(setup: [Key], on writer: FillWriter, size: TerminalSize = .standard) {
      state = EmulatorState(terminal: size)
      for key in setup {
        now += 1
        state = reduce(state, .key(key), at: now)
      }
      writer.draw(screen.update(to: state))
    }
  }

  /// One key: what the interactive loop does with it. Its name is unique in the
  /// binary, for `--toggle-collect` (see `FrameCostBench`).
  @inline(never)
  static func callgrindPressDuoterm(
    _ session: inout Session, _ key: Key, _ writer: FillWriter
  ) {
    session.now += 1
    session.state = reduce(session.state, .key(key), at: session.now)
    writer.draw(session.screen.update(to: session.state))
  }

  /// `duoterm-bench --arm keys-typing|keys-navigating --frames N`: N keys, for
  /// profiling a key's work under callgrind.
  static func runArm(_ name: String, keys count: Int, size: TerminalSize = .standard) -> Int32 {
    let work = name == "keys-typing" ? typing : navigating
    return median(setup: work.setup, keys: work.keys, count: count, size: size) == nil ? 1 : 0
  }

  /// Median seconds per key of pressing `keys` in turn, `count` times, after
  /// `setup`.
  static func median(
    setup: [Key], keys: [Key], count: Int = 400, size: TerminalSize = .standard
  ) -> Double? {
    guard let screen = try? OffscreenCurses(size: size, outputPath: "/dev/null")
    else { return nil }
    defer { screen.close() }
    var session = Session(setup: setup, on: screen.writer, size: size)
    var times: [Double] = []
    times.reserveCapacity(count)
    for index in 0..<count {
      let start = MonotonicClock.now()
      callgrindPressDuoterm(&session, keys[index % keys.count], screen.writer)
      times.append(MonotonicClock.now() - start)
    }
    return BenchStats.median(times)
  }
}
