import DuoLayoutCore
import Glibc

/// Runs an interactive session in this process's terminal and gives the terminal
/// back however it ends: the exit status for `main`, after any error that could
/// not be shown in full screen is printed, and a fatal signal re-raised so the
/// process ends by it.
enum TerminalRun {
  static func run(
    _ state: EmulatorState, session: SessionPlan? = nil,
    settings: (any SettingsStorage)? = nil, warnings: [String] = [], tour: DemoScript? = nil,
    record: String? = nil, screenshots: String? = nil, colours: Bool = true,
    recordTour: String? = nil, mouse: Bool = true, watching screenFile: String? = nil,
    share: ShareHost? = nil, invitation: (status: String, band: String)? = nil
  ) -> Int32 {
    if let problem = CursesTerminal.check() {
      printError(problem.description)
      return 2
    }
    var recorder: CastRecorder? = nil
    if let record {
      var size = winsize()
      _ = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
      do {
        recorder = try CastRecorder(
          path: record, size: (Int(size.ws_col), Int(size.ws_row)),
          title: "duoterm: \(state.pattern.argument) on \(state.profile.name)",
          timestamp: time(nil), clock: MonotonicClock.now)
      } catch {
        printError(error.description)
        return 2
      }
    }
    SignalPipe.install()
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start(
        tap: recorder.map { recorder in { recorder.output($0) } }, mouse: mouse)
    } catch {
      share?.close(reason: "the host could not start")
      printError(error.description)
      return 2
    }
    var state = state
    state.showsPoseBar = mouse
    let loop = InteractiveSession(
      state: state, backend: terminal, session: session, settings: settings, warnings: warnings,
      tour: tour, colours: colours)
    if let screenshots { loop.screenshots = Screenshots(folder: screenshots) }
    loop.share = share
    loop.shareInvitation = invitation
    if let screenFile {
      loop.screenWatch = ScreenWatch(path: screenFile, shown: state.models.screen.screen)
    }
    if let recorder {
      recorder.marker(state.pose.argument)
      loop.onStep = { before, after in
        if after.terminal != before.terminal {
          recorder.resize(columns: after.terminal.columns, rows: after.terminal.rows)
        }
        if after.pattern != before.pattern { recorder.marker(after.pattern.argument) }
        if after.pose != before.pose { recorder.marker(after.pose.argument) }
      }
    }
    var rehearsal: TourRecording? = nil
    if recordTour != nil {
      rehearsal = TourRecording(start: state, at: terminal.now)
      loop.onKey = { key, time in rehearsal?.record(key, at: time) }
    }
    let ending = loop.run()
    share?.close(reason: GuestSession.hostEnded)
    recorder?.marker("quit")
    let end = terminal.now
    terminal.stop()
    if let recordTour, let rehearsal {
      do {
        try AtomicFile.write(Array(rehearsal.text(end: end).utf8), to: recordTour)
        printError("tour written to \(recordTour) (duoterm demo \(recordTour) plays it)")
      } catch {
        printError("the tour could not be written: \(error)")
      }
    }
    if let problem = loop.saveError, let session {
      // The session's own file could not be written: keep it somewhere that works.
      do {
        let path = try FallbackSession.write(
          SessionSnapshot(loop.state), session: session.store.name)
        printError(
          "the session could not be saved to \(session.store.path) (\(problem)); it is in \(path)"
            + " instead, and comes back at the next start")
      } catch {
        printError("could not save the session: \(problem); nor a copy: \(error)")
      }
    } else if let farewell = session?.farewell {
      printError(farewell)
    }
    switch ending {
    case .quit:
      return 0
    case .inputClosed:
      printError("input closed (end of file on standard input); quitting")
      return 1
    case .signal(let number):
      SignalPipe.uninstall()
      raise(number)
      return 128 + number
    }
  }
}
