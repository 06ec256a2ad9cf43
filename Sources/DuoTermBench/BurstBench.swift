import DuoLayoutCore
import DuoTermRender
import Glibc

/// F2 held down: key repeat presses it 30 times a second, each press starting a
/// fold glide from the one on screen. Headless, the instructions a press costs
/// (reduce and the frame it draws) must not grow with the presses before it; in
/// tmux, the CPU duoterm uses and how far its peak memory grows while the key is
/// held.
enum BurstBench {
  /// Key repeat's rate.
  static let pressesPerSecond = 30.0
  /// The pattern the burst folds: the feed, the costliest glide.
  static let pattern = FeedPattern.id
  /// Presses of the short and the long headless burst.
  static let shortBurst = 10
  static let longBurst = 200

  /// The state and the time of the next press.
  struct Presses {
    var state = EmulatorState(pose: .closed, terminal: .standard, pattern: BurstBench.pattern)
    var screen = ShownFrame()
    var index = 0
    var checksum = 0

    /// One press of F2 at key repeat's rate, and the frame drawn after it (the
    /// cells that changed, as the interactive loop finds them).
    mutating func press() {
      state = reduce(state, .key(.function(2)), at: Double(index) / BurstBench.pressesPerSecond)
      checksum &+= screen.update(to: state).count + 1
      index += 1
    }
  }

  /// The presses callgrind counts. Its name is unique in the binary, for
  /// `--toggle-collect` (see `FrameCostBench`).
  @inline(never)
  static func callgrindFoldPresses(_ presses: inout Presses, _ count: Int) {
    for _ in 0..<count { presses.press() }
  }

  /// `duoterm-bench --arm burst --frames N`: N presses, each counted.
  static func runArm(presses count: Int) -> Int32 {
    var presses = Presses()
    callgrindFoldPresses(&presses, count)
    return presses.checksum == 0 ? 1 : 0
  }

  /// What holding F2 in tmux cost.
  struct Held {
    var seconds: Double
    var presses: Int
    var cpuTicks: Int
    var ticksPerSecond: Int
    var peakBefore: Int
    var peakAfter: Int
    var cpuShare: Double { Double(cpuTicks) / Double(ticksPerSecond) / seconds }
  }

  /// `duoterm --fresh --pattern feed` in tmux, opened and closed once to settle,
  /// then F2 sent `pressesPerSecond` times a second for `seconds`: the CPU ticks
  /// it used meanwhile and its peak resident set before and after.
  static func held(folder: String, programs: BenchPrograms, seconds: Double = 5) -> Result<
    Held, BenchSkip
  > {
    guard ChildProcess.which("tmux") != nil else {
      return .failure(BenchSkip("tmux is not installed (apt-get install tmux)"))
    }
    let command = "\(TmuxControl.quoted(programs.duoterm)) --fresh --pattern \(pattern.argument)"
    let tmux: TmuxControl
    let pane: TmuxControl.Pane
    do {
      let script = try TmuxControl.script(command, folder: folder, name: "held")
      tmux = try TmuxControl(folder: folder, width: 200, height: 50, command: script)
      pane = try tmux.firstPane()
    } catch {
      return .failure(error)
    }
    defer { tmux.close() }
    tmux.drain(quiet: 1, limit: 10)
    for _ in 0..<2 {
      tmux.command("send-keys -t \(pane.id) F2")
      tmux.drain(quiet: 0.5, limit: 5)
    }
    guard let ticksBefore = ProcFiles.cpuTicks(pid: pane.pid),
      let peakBefore = ProcFiles.kilobytes("VmHWM", pid: "\(pane.pid)")
    else { return .failure(BenchSkip("duoterm ended before the burst")) }
    let start = MonotonicClock.now()
    var presses = 0
    while true {
      let due = start + Double(presses) / pressesPerSecond
      let now = MonotonicClock.now()
      if due - start >= seconds { break }
      if due > now { tmux.drain(until: due) }
      tmux.command("send-keys -t \(pane.id) F2")
      presses += 1
    }
    tmux.drain(until: start + seconds)
    guard let ticksAfter = ProcFiles.cpuTicks(pid: pane.pid),
      let peakAfter = ProcFiles.kilobytes("VmHWM", pid: "\(pane.pid)")
    else { return .failure(BenchSkip("duoterm ended during the burst")) }
    return .success(
      Held(
        seconds: MonotonicClock.now() - start, presses: presses,
        cpuTicks: ticksAfter - ticksBefore, ticksPerSecond: ProcFiles.ticksPerSecond,
        peakBefore: peakBefore, peakAfter: peakAfter))
  }
}
