import DuoLayoutCore
import Glibc

/// What one key costs a program in instructions, whole: reading it, deciding,
/// drawing, writing the terminal's bytes, and whatever its timers do meanwhile. The
/// program runs under callgrind in tmux; it is sent `few` keys in one run and
/// `many` in another, each key after the screen answered the one before (paced
/// like typing), then quit; the difference over `many - few` keys is the cost of
/// a key, start-up and quitting cancelling out.
enum KeyInstructions {
  /// A program and the keys it is sent.
  struct Workload {
    /// Names the run in messages and files.
    var name: String
    /// The program and its arguments, as shell words.
    var command: String
    /// Keys sent once before the counted ones (tmux key names).
    var setup: [String]
    /// The counted keys, in turn.
    var keys: [String]
    /// The key that quits.
    var quit: String
  }

  static let few = 10
  static let many = 60
  /// Time between keys after the screen answered: a fast typist.
  static let pace = 0.1

  /// Instructions per key of `workload` in a tmux of `size`, or why it could not
  /// be measured.
  static func perKey(
    _ workload: Workload, folder: String, size: TerminalSize = TerminalSize(columns: 200, rows: 50)
  ) -> Result<Double, BenchSkip> {
    guard ChildProcess.which("tmux") != nil else {
      return .failure(BenchSkip("tmux is not installed (apt-get install tmux)"))
    }
    guard ChildProcess.which("valgrind") != nil else {
      return .failure(BenchSkip("valgrind is not installed (apt-get install valgrind)"))
    }
    let counted = [few, many].map { total(workload, keys: $0, folder: folder, size: size) }
    switch (counted[0], counted[1]) {
    case (.success(let small), .success(let large)):
      return .success(Double(large - small) / Double(many - few))
    case (.failure(let skip), _), (_, .failure(let skip)):
      return .failure(skip)
    }
  }

  /// The program's whole instruction count for a run of `count` keys.
  static func total(
    _ workload: Workload, keys count: Int, folder: String,
    size: TerminalSize = TerminalSize(columns: 200, rows: 50)
  ) -> Result<Int, BenchSkip> {
    let output = "\(folder)/keys.\(workload.name).\(count).out"
    unlink(output)
    // Each run starts with no saved session: one left by the run before would be
    // decoded in one run and not the other, which the difference would count as
    // keys.
    BenchFiles.forgetSession(in: folder)
    defer { unlink(output) }
    let tmux: TmuxControl
    let pane: TmuxControl.Pane
    do {
      let script = try TmuxControl.script(
        "valgrind --tool=callgrind --callgrind-out-file=\(TmuxControl.quoted(output)) "
          + workload.command, folder: folder, name: "keys-\(workload.name)")
      tmux = try TmuxControl(
        folder: folder, width: size.columns, height: size.rows, command: script)
      pane = try tmux.firstPane()
    } catch {
      return .failure(error)
    }
    defer { tmux.close() }
    // Under valgrind the first frame takes a few seconds.
    guard tmux.waitForOutput(pane.id, timeout: 60) != nil else {
      return .failure(BenchSkip("\(workload.name) under valgrind showed nothing in 60 s"))
    }
    tmux.drain(quiet: 1, limit: 30)
    func press(_ key: String) -> Bool {
      tmux.command("send-keys -t \(pane.id) \(key)")
      guard tmux.waitForOutput(pane.id, timeout: 20) != nil else { return false }
      tmux.drain(quiet: pace, limit: 10)
      return true
    }
    for key in workload.setup where !press(key) {
      return .failure(BenchSkip("\(workload.name) did not answer \(key)"))
    }
    for index in 0..<count where !press(workload.keys[index % workload.keys.count]) {
      return .failure(BenchSkip("\(workload.name) did not answer key \(index + 1)"))
    }
    tmux.command("send-keys -t \(pane.id) \(workload.quit)")
    let deadline = MonotonicClock.now() + 60
    while MonotonicClock.now() < deadline {
      if case .success(let total) = Callgrind.total(output, label: workload.name) {
        return .success(total)
      }
      tmux.drain(quiet: 0.2, limit: 0.2)
      usleep(100_000)
    }
    return .failure(BenchSkip("\(workload.name) did not quit on \(workload.quit) within 60 s"))
  }
}
