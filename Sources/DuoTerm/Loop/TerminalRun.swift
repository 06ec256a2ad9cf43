import DuoLayoutCore
import Glibc

/// Runs an interactive session in this process's terminal and gives the terminal
/// back however it ends: the exit status for `main`, after any error that could
/// not be shown in full screen is printed, and a fatal signal re-raised so the
/// process ends by it.
enum TerminalRun {
  static func run(
    _ state: EmulatorState, session: (any SessionStorage)? = nil,
    settings: (any SettingsStorage)? = nil, warnings: [String] = [], tour: DemoScript? = nil,
    colours: Bool = true
  ) -> Int32 {
    if let problem = CursesTerminal.check() {
      printError(problem.description)
      return 2
    }
    SignalPipe.install()
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start()
    } catch {
      printError(error.description)
      return 2
    }
    let loop = InteractiveSession(
      state: state, backend: terminal, session: session, settings: settings, warnings: warnings,
      tour: tour, colours: colours)
    let ending = loop.run()
    terminal.stop()
    if let problem = loop.saveError { printError("could not save the session: \(problem)") }
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
