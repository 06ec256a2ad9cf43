/// Memory after long use, in tmux: `duoterm --fresh --pattern feed` folded and
/// unfolded `folds` times, each F2 sent once the screen answered the one before,
/// beside `duoterm-echo` sent as many keys; the peak resident set of each after.
/// duoterm starts with no saved session (`BenchFiles.forgetSession`).
enum PacedFolds {
  static let folds = 2_000

  struct Peaks {
    var duoterm: Int
    var echo: Int
  }

  static func run(folder: String, programs: BenchPrograms, folds: Int = folds) -> Result<
    Peaks, BenchSkip
  > {
    guard ChildProcess.which("tmux") != nil else {
      return .failure(BenchSkip("tmux is not installed (apt-get install tmux)"))
    }
    BenchFiles.forgetSession(in: folder)
    let tmux: TmuxControl
    do {
      let duoterm = try TmuxControl.script(
        "\(TmuxControl.quoted(programs.duoterm)) --fresh --pattern feed", folder: folder,
        name: "folds")
      let echo = try TmuxControl.script(
        TmuxControl.quoted(programs.echo), folder: folder, name: "folds-echo")
      tmux = try TmuxControl(folder: folder, width: 200, height: 50, command: duoterm)
      tmux.command("rename-window duoterm")
      tmux.command("new-window -d -n echo \"\(echo)\"")
    } catch {
      return .failure(error)
    }
    defer { tmux.close() }
    tmux.drain(quiet: 1, limit: 10)
    let panes = tmux.panes()
    guard let duoterm = panes["duoterm"], let echo = panes["echo"] else {
      return .failure(BenchSkip("tmux did not start both programs"))
    }
    for index in 0..<folds {
      for (pane, key) in [(duoterm, "F2"), (echo, index % 2 == 0 ? "x" : "y")] {
        tmux.command("send-keys -t \(pane.id) \(key)")
        guard tmux.waitForOutput(pane.id, timeout: 5) != nil else {
          return .failure(BenchSkip("no answer to key \(index + 1) of \(folds)"))
        }
      }
    }
    tmux.drain(quiet: 0.5, limit: 5)
    guard let duotermPeak = ProcFiles.kilobytes("VmHWM", pid: "\(duoterm.pid)"),
      let echoPeak = ProcFiles.kilobytes("VmHWM", pid: "\(echo.pid)")
    else { return .failure(BenchSkip("a program ended during the folds")) }
    return .success(Peaks(duoterm: duotermPeak, echo: echoPeak))
  }
}
