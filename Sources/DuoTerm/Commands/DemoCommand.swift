import DuoLayoutCore
import DuoTermRender

/// `duoterm demo`: scripted tours, played in the terminal (any key hands control to
/// the person) or headless (prints the final frame).
enum DemoCommand: Command {
  static let name = "demo"
  static let size = HeadlessState.size.help("headless, the terminal's size the tour plays at")
  static let checkFormat = Options.checkFormat.defaulting(.text)
  static let check = Flag(
    "--check",
    help: "play each tour headless in virtual time and check its expect lines; exit 1 at a failure")

  static let spec = CommandSpec(
    name, summary: "plays a scripted tour, in this terminal or headless",
    positional: PositionalArgument(
      name: "NAME",
      help: "a tour's name, or the path of a .tour file (with \(check.name), several)",
      repeats: true),
    options: [
      Options.list, Options.headless, check, checkFormat, size, HeadlessState.device,
      ColorChoice.option,
      Options.slow, Options.noMouse, Options.record, Options.recordTour, Options.svgFrames,
      Options.svgAnimation, CompareOption.option, Options.force, Options.screenshotDir,
    ],
    description: """
      Plays a tour from Demos/ (or a .tour file at a path). In the terminal, any \
      key stops the tour and hands control to you; headless, it plays with no \
      terminal and prints the final frame. A tour is one action a line: a key \
      name (F3, C-o, Down), a quoted phrase ('hello world', typed with its \
      spaces), type followed by text, wait and a number of milliseconds, say \
      and a caption (shown under the phone until the next say), slow and how \
      many times slower motion plays (slow 1: normal), keys off and keys on \
      (each key pressed shows under the phone, on unless a tour turns it off), \
      and # comments. wait \
      settled waits until nothing moves, wait until "TEXT" until the text shows \
      (each with a timeout in ms, 10000 unless given); expect "TEXT", expect no \
      "TEXT", expect pose P, expect pattern P, expect focus ID and expect audit \
      clean are checked by \(check.name), which exits 1 with FILE:LINE at the first \
      that fails (with \(CompareOption.option.name), on every phone, a failure naming \
      its phone). \
      Headless, \(Options.record.name) writes the asciicast at the tour's size and in its own \
      time (glides at 60 frames a second), in far less than the tour takes; \
      \(Options.svgAnimation.name) writes one SVG that plays the tour and loops (CSS, \
      no script), each frame stored as the cells that change.
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    if args[Options.list] {
      if let extra = args.positional.first {
        throw UsageError(
          "\(Options.list.name) takes no tour name ('\(extra)'); run duoterm demo \(Options.list.name) alone"
        )
      }
      let tours = try DemoLibrary.tours()
      guard !tours.isEmpty else {
        throw UsageError(
          "no tours found; run duoterm from the checkout, or set DUOTERM_DEMOS to the Demos folder")
      }
      let width = tours.map(\.name.count).max() ?? 0
      var broken = false
      for tour in tours {
        // A tour that cannot be read says why, where its description would be.
        let description: String
        do {
          description = try DemoLibrary.load(tour.name).description
        } catch {
          description = "cannot be played: \(error)"
          broken = true
        }
        // A tour's first line is the person's text: shown, never run by the terminal.
        print("\(tour.name.padding(width + 1))\(description)".visible)
      }
      return broken ? 1 : 0
    }
    // Nothing plays until every file it would write is known to be safe to write.
    let force = args[Options.force]
    if let path = args[Options.record] {
      try OutputTarget.file(path, option: Options.record.name, force: force)
    }
    if let path = args[Options.recordTour] {
      try OutputTarget.file(path, option: Options.recordTour.name, force: force)
      try OutputTarget.writable(path, option: Options.recordTour.name)
    }
    if let folder = args[Options.svgFrames] {
      try OutputTarget.folder(folder, option: Options.svgFrames.name, force: force)
    }
    if let path = args[Options.svgAnimation] {
      try OutputTarget.file(path, option: Options.svgAnimation.name, force: force)
    }
    let profile = args[HeadlessState.device]
    let compare = try args[CompareOption.option].map { text throws(UsageError) in
      try CompareOption.resolve(text, terminal: args[size])
    }
    if compare != nil {
      let others = [
        (HeadlessState.device.name, args.gave(HeadlessState.device)),
        (Options.svgFrames.name, args[Options.svgFrames] != nil),
        (Options.recordTour.name, args[Options.recordTour] != nil),
      ]
      if let other = others.first(where: { $0.1 }) {
        throw UsageError(
          "\(CompareOption.option.name) plays the tour on the devices it names; leave out \(other.0)"
        )
      }
    }
    func starting(_ state: EmulatorState) -> EmulatorState {
      state.launched(Launch(profile: profile, slowMotion: args[Options.slow].map(Double.init)))
    }
    if let path = args[Options.recordTour] {
      if let name = args.positional.first {
        throw UsageError(
          "\(Options.recordTour.name) records a new tour, so it takes no tour name ('\(name)'); run duoterm demo \(Options.recordTour.name) \(path)"
        )
      }
      if args[Options.headless] {
        throw UsageError(
          "\(Options.recordTour.name) records the keys you press, so it needs the terminal; leave out \(Options.headless.name)"
        )
      }
      return TerminalRun.run(
        starting(EmulatorState(terminal: .standard)), record: args[Options.record],
        screenshots: args[Options.screenshotDir], colours: args[ColorChoice.option].isOn(),
        recordTour: path, mouse: !args[Options.noMouse])
    }
    guard let name = args.positional.first else {
      throw UsageError(
        "demo needs a tour name (duoterm demo \(Options.list.name) shows them)")
    }
    if args.gave(checkFormat) && !args[check] {
      throw UsageError(
        "\(checkFormat.name) is how \(check.name) reports; add \(check.name), or leave it out")
    }
    if args[check] {
      return try checkTours(
        args.positional, size: args[size], format: args[checkFormat], compare: compare,
        starting: starting)
    }
    if args.positional.count > 1 {
      throw UsageError(
        "demo plays one tour ('\(args.positional[1])' is a second); to check several, add \(check.name)"
      )
    }
    let loaded: DemoScript
    do {
      loaded = try DemoLibrary.load(name)
    } catch let error as UsageError {
      throw error
    } catch {
      printError("\(error)")
      return 2
    }
    // Every `wait settled` and `wait until` becomes the wait it takes, in virtual
    // time: the same in the terminal, the recording and the slides.
    let script = TourCheck.run(
      loaded, from: starting(loaded.startState(terminal: args[size])), stopping: false
    ).script
    guard args[Options.headless] else {
      for option in [Options.svgFrames, Options.svgAnimation] where args[option] != nil {
        throw UsageError(
          "\(option.name) is written by a headless run; add \(Options.headless.name)")
      }
      var first = starting(script.startState(terminal: .standard))
      if let compare { first = first.on(compare[0]) }
      return TerminalRun.run(
        first, tour: script,
        record: args[Options.record], screenshots: args[Options.screenshotDir],
        colours: args[ColorChoice.option].isOn(), mouse: !args[Options.noMouse],
        companions: (compare ?? []).dropFirst().map { (first.on($0), nil) })
    }
    let start = starting(script.startState(terminal: args[size]))
    // The phones the tour plays on: one, or those of a comparison side by side.
    var starts = [start]
    if let profiles = compare {
      try CompareOption.require(profiles, fit: args[size])
      starts = script.startStates(comparing: profiles, from: start, in: args[size])
    } else {
      try SizeCheck.require(start.terminal, fits: [start.pose], profile: profile)
    }
    let playing = starts.map { $0.playingTour(script, at: start.now) }
    let title =
      "duoterm demo \(script.name) on \(starts.map(\.profile.name).joined(separator: ", "))"
    let end = start.now + script.duration
    let said =
      "\(script.name), \(Self.duration(script.duration)) at \(args[size].columns)x\(args[size].rows)"
    if let path = args[Options.record] {
      let cast =
        compare == nil
        ? HeadlessCast.record(from: playing[0], until: end, title: title)
        : HeadlessCast.record(comparing: playing, in: args[size], until: end, title: title)
      do {
        try OutputTarget.write(Array(cast.utf8), to: path)
      } catch {
        printError("the recording could not be written: \(error)")
        return 1
      }
      printError("\(path): \(said) (asciinema play \(path))")
    }
    if let path = args[Options.svgAnimation] {
      let svg =
        compare == nil
        ? SVGAnimation.render(from: playing[0], until: end, title: title)
        : SVGAnimation.render(comparing: playing, in: args[size], until: end, title: title)
      do {
        try OutputTarget.write(Array(svg.utf8), to: path)
      } catch {
        printError("the animation could not be written: \(error)")
        return 1
      }
      printError("\(path): \(said), \(svg.utf8.count / 1024) KB (open it in a browser)")
    }
    if compare != nil {
      print(Comparison.render(starts.map(script.play(from:)), terminal: args[size]).text)
      return 0
    }
    let final = script.play(from: start)
    if let folder = args[Options.svgFrames] {
      let frames = script.frames(from: start)
      for (index, frame) in frames.enumerated() {
        let name = String(index + 1)
        let path = "\(folder)/\(String(repeating: "0", count: max(0, 3 - name.count)))\(name).svg"
        let title =
          "\(script.name), step \(index + 1): \(frame.pattern.argument), \(frame.pose.argument)"
        do {
          try AtomicFile.write(
            Array((ExportFormat.svg.export(Scene.render(frame), title: title) + "\n").utf8),
            to: path)
        } catch {
          printError("the frames could not be written: \(error)")
          return 1
        }
      }
      OutputTarget.removeStaleFrames(in: folder, keeping: frames.count)
      printError("\(frames.count) SVG frames written to \(folder) (001.svg …)")
    }
    // The tour may have turned the phone into a pose this size cannot draw.
    try SizeCheck.require(final.terminal, fits: [final.pose], profile: profile)
    print(Scene.render(final).text)
    return 0
  }

  /// `demo --check A B`: each tour headless, its expectations checked; 0 when all
  /// hold, 1 when one fails (`FILE:LINE: expected … — saw …`, then the frame).
  /// Comparing, each tour is checked on every phone, and a failure names its phone.
  static func checkTours(
    _ names: [String], size: TerminalSize, format: CheckFormat, compare: [DeviceProfile]?,
    starting: (EmulatorState) -> EmulatorState
  ) throws(UsageError) -> Int32 {
    var failed = false
    var results: [(file: String, check: TourCheck)] = []
    for name in names {
      let script: DemoScript
      do {
        script = try DemoLibrary.load(name)
      } catch let error as UsageError {
        throw error
      } catch {
        printError("\(error)")
        return 2
      }
      let start = starting(script.startState(terminal: size))
      let file = DemoLibrary.shownFile(name)
      let checks: [TourCheck]
      if let compare {
        try CompareOption.require(compare, fit: size)
        checks = TourCheck.run(script, comparing: compare, from: start, in: size, file: file)
      } else {
        try SizeCheck.require(start.terminal, fits: [start.pose], profile: start.profile)
        checks = [TourCheck.run(script, from: start, file: file)]
      }
      for (index, result) in checks.enumerated() {
        let phone = compare.map { " on \($0[index].name)" } ?? ""
        results.append((file + phone, result))
        if let failure = result.failure {
          failed = true
          printError(failure.description)
          if format == .text { print(failure.frame) }
        } else {
          printError(
            "\(file): \(result.passed) \(result.passed == 1 ? "expectation holds" : "expectations hold")\(phone)"
          )
        }
      }
    }
    if format == .junit { print(TourCheckReport.junit(results), terminator: "") }
    return failed ? 1 : 0
  }

  /// `42.3 s`.
  static func duration(_ seconds: Double) -> String {
    "\((seconds * 10).rounded() / 10) s"
  }
}
