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
    share: ShareHost? = nil, invitation: (status: String, band: String)? = nil,
    companions: [(state: EmulatorState, session: SessionPlan?)] = []
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
    let front = Launch(showsPoseBar: mouse, isRecording: recorder != nil || recordTour != nil)
    let state = state.launched(front)
    let loop = InteractiveSession(
      state: state, backend: terminal, session: session, settings: settings, warnings: warnings,
      tour: tour, colours: colours)
    if let screenshots { loop.screenshots = Screenshots(folder: screenshots) }
    loop.companions = companions.map {
      ComparedPhone(state: $0.state.launched(front), session: $0.session)
    }
    loop.share = share
    loop.shareInvitation = invitation
    if let screenFile {
      loop.screenWatch = ScreenWatch(path: screenFile, shown: state.models.screen.screen)
    }
    if let recorder {
      recorder.onStop = { SignalPipe.wake() }
      var told = false
      loop.news = {
        guard !told, let failure = recorder.failure else { return [] }
        told = true
        return [.recordingStopped(reason: failure)]
      }
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
    if let recorder {
      recorder.finish()
      if let failure = recorder.failure {
        printError("the recording stopped early: \(failure); what came before is in it")
      }
    }
    if let recordTour, let rehearsal {
      saveTour(rehearsal.text(end: end), to: recordTour)
    }
    keep(loop.state, session: session, failure: loop.saveError)
    for (phone, plan) in zip(loop.companions, companions.map(\.session)) {
      keep(phone.state, session: plan, failure: phone.saveError)
    }
    return exitStatus(ending)
  }

  /// Says where a phone's session is as the window quits; one whose own file could
  /// not be written (`failure`) goes somewhere that works, and is said so.
  private static func keep(_ state: EmulatorState, session: SessionPlan?, failure: String?) {
    guard let session else { return }
    guard let problem = failure else {
      if let farewell = session.farewell { printError(farewell) }
      return
    }
    do {
      let path = try FallbackSession.write(SessionSnapshot(state), session: session.store.name)
      printError(
        "the session could not be saved to \(session.store.path) (\(problem)); it is in \(path)"
          + " instead, and comes back at the next start")
    } catch {
      printError("could not save the session: \(problem); nor a copy: \(error)")
    }
  }

  /// Writes the rehearsed tour to `path`; when that fails, to a new file in the
  /// temporary folder, and says where: keys a person rehearsed are never lost.
  static func saveTour(_ text: String, to path: String) {
    do {
      try AtomicFile.write(Array(text.utf8), to: path)
      printError("tour written to \(path) (duoterm demo \(path) plays it)")
    } catch {
      let fallback = "\(FallbackSession.folder())/duoterm-tour-\(getpid()).tour"
      let descriptor = open(fallback, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 {
        if AtomicFile.writeAndSync(Array(text.utf8), to: descriptor) == nil {
          printError(
            "the tour could not be written to \(path) (\(error)); it is in \(fallback) instead")
          return
        }
        unlink(fallback)
      }
      printError("the tour could not be written: \(error); nor a copy in \(fallback); its keys:")
      printError(text)
    }
  }

  private static func exitStatus(_ ending: InteractiveSession.Ending) -> Int32 {
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
