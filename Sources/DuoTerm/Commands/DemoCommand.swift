import DuoLayoutCore
import DuoTermRender

/// `duoterm demo`: scripted tours, played in the terminal (any key hands control to
/// the person) or headless (prints the final frame).
enum DemoCommand {
  static let usage = """
    usage: duoterm demo --list
           duoterm demo NAME [--headless] [--size WxH]
    Plays a tour from Demos/ (or a .tour file at a path). In the terminal, any key
    stops the tour and hands control to you. --headless plays it with no terminal
    and prints the final frame (default size 200x50).
    """

  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "demo", valued: ["--size"], flags: ["--list", "--headless", "--help"],
      positional: 1)
    if args.flag("--help") {
      print(usage)
      return 0
    }
    if args.flag("--list") {
      if let extra = args.positional.first {
        throw UsageError("--list takes no tour name ('\(extra)'); run duoterm demo --list alone")
      }
      let tours = DemoLibrary.tours()
      guard !tours.isEmpty else {
        throw UsageError(
          "no tours found; run duoterm from the checkout, or set DUOTERM_DEMOS to the Demos folder")
      }
      let width = tours.map(\.name.count).max() ?? 0
      for tour in tours {
        let description = (try? DemoLibrary.load(tour.name).description) ?? "(cannot be read)"
        // A tour's first line is the person's text: shown, never run by the terminal.
        print("\(tour.name.padding(width + 1))\(description)".visible)
      }
      return 0
    }
    guard let name = args.positional.first else {
      throw UsageError("demo needs a tour name (duoterm demo --list shows them)")
    }
    let script: DemoScript
    do {
      script = try DemoLibrary.load(name)
    } catch let error as UsageError {
      throw error
    } catch {
      printError("\(error)")
      return 2
    }
    if args.flag("--headless") {
      let size = try OptionParsers.size(args.value("--size"))
      let final = script.play(from: script.startState(terminal: size))
      print(Scene.render(final).text)
      return 0
    }
    return TerminalRun.run(script.startState(terminal: .standard), tour: script)
  }
}
