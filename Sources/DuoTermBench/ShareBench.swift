import Glibc

/// Key-to-screen latency of a shared game, in tmux: `duoterm share` in one
/// window (200×50) and `duoterm join` in another, over the local socket. Each
/// key is sent to the host (the first seat's cursor, `d` and `a` in turn, in four
/// in a row) and timed to the first `%output` of the host's pane and of the
/// guest's: the guest's figure against the host's is what the protocol costs.
enum ShareBench {
  struct Figures {
    var host: [Double] = []
    var guest: [Double] = []
    var missed = 0
  }

  static func run(folder: String, programs: BenchPrograms, keys: Int) -> Result<Figures, BenchSkip>
  {
    guard ChildProcess.which("tmux") != nil else {
      return .failure(BenchSkip("tmux is not installed (apt-get install tmux)"))
    }
    let socket = folder + "/share.sock"
    let duoterm = TmuxControl.quoted(programs.duoterm)
    let host: String
    let guest: String
    let tmux: TmuxControl
    do {
      host = try TmuxControl.script(
        "\(duoterm) share --socket \(TmuxControl.quoted(socket))", folder: folder, name: "host")
      guest = try TmuxControl.script(
        "\(duoterm) join \(TmuxControl.quoted(socket))", folder: folder, name: "guest")
      tmux = try TmuxControl(folder: folder, width: 200, height: 50, command: host)
    } catch {
      return .failure(error)
    }
    defer { tmux.close() }
    tmux.command("rename-window host")
    tmux.drain(quiet: 1.5, limit: 10)
    tmux.command("new-window -d -n guest \"\(guest)\"")
    tmux.drain(quiet: 1.5, limit: 10)
    let panes = tmux.panes()
    guard let hostPane = panes["host"]?.id, let guestPane = panes["guest"]?.id else {
      return .failure(BenchSkip("tmux did not start the host and the guest"))
    }
    // Space starts four in a row from the menu.
    tmux.command("send-keys -t \(hostPane) Space")
    tmux.drain(quiet: 0.5, limit: 5)
    var figures = Figures()
    for round in 0..<keys {
      tmux.drain(quiet: 0.03, limit: 1)
      let start = MonotonicClock.now()
      tmux.command("send-keys -t \(hostPane) \(round % 2 == 0 ? "d" : "a")")
      var shown: [String: Double] = [:]
      let deadline = start + 2
      while shown.count < 2, let line = tmux.next(until: deadline) {
        for pane in [hostPane, guestPane] where shown[pane] == nil {
          if line.text.hasPrefix("%output \(pane) ") { shown[pane] = line.time }
        }
      }
      guard let hostTime = shown[hostPane], let guestTime = shown[guestPane] else {
        figures.missed += 1
        continue
      }
      figures.host.append(hostTime - start)
      figures.guest.append(guestTime - start)
    }
    return .success(figures)
  }
}
