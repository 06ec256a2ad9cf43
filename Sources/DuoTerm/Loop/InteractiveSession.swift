import DuoLayoutCore
import DuoTermInput
import DuoTermRender
import Glibc

/// The interactive front, Elm style: draw, wait for a key, a signal or the state's
/// next deadline, hand what came to `update`, carry out the effects it asks for
/// (save, suspend, repaint, quit) and tell it how they went. Everything that
/// decides lives in the core; this loop only moves bytes, so it runs the same
/// against the real terminal and against an in-memory one in tests.
///
/// ```swift
/// let terminal = try CursesTerminal.start()
/// let ending = InteractiveSession(state: state, backend: terminal, session: store).run()
/// ```
final class InteractiveSession {
  /// How the session ended.
  enum Ending: Equatable {
    case quit
    case signal(Int32)
    case inputClosed
  }

  private(set) var state: EmulatorState
  private let backend: any TerminalBackend
  private var decoder: InputDecoder
  private var screen: SeatScreen
  private let session: (any SessionStorage)?
  private let settings: (any SettingsStorage)?
  private var ending: Ending? = nil
  /// Why the last write of the session failed, if it did: said on standard error
  /// once the terminal is back.
  private(set) var saveError: String? = nil
  /// Warnings found before the session started (a corrupt file): shown on the
  /// status line once the clock runs.
  private let warnings: [String]
  /// A tour to play from the start, on the backend's clock.
  private let tour: DemoScript?
  /// The device profiles the device key cycles through (looked at when it is
  /// pressed, so a profile added meanwhile is there; read again only when changed).
  var devices: () -> DeviceRegistry = { [cache = DeviceFolderCache()] in cache.registry() }
  /// Where the screenshot key saves the frame on screen; nil: the current folder.
  var screenshots = Screenshots(folder: ".")
  /// Told of every step: the state before and after (a recording marks pose and
  /// pattern changes with it).
  var onStep: ((EmulatorState, EmulatorState) -> Void)? = nil
  /// The screen file shown, watched for saves (`duoterm --screen FILE`): each save
  /// is read again and handed to the core, a mistake included.
  var screenWatch: ScreenWatch? = nil
  /// News from the front's other work, asked for before each frame: a recording
  /// that stopped (`.recordingStopped`). It wakes the loop with `SignalPipe.wake`.
  var news: () -> [Event] = { [] }
  /// Told of every key the person presses, with its time (`--record-tour`).
  var onKey: ((Key, Double) -> Void)? = nil
  /// A shared game's host (`duoterm share`): this keyboard is the first seat's,
  /// the guest's input comes through it, held to the second seat.
  var share: ShareHost? = nil {
    didSet { screen.seat = share == nil ? nil : .first }
  }
  /// What the band under the phone says while the second seat is free.
  var shareInvitation: (status: String, band: String)? = nil
  /// The other phones of a comparison (`--compare`), beside `state`'s: each key,
  /// tick and resize goes to every one; a click to the phone under it.
  var companions: [ComparedPhone] = []
  /// The phone of a comparison the status line speaks for and the device key
  /// changes: 0, the first, then the one under the pointer or last clicked.
  private(set) var focus = 0
  /// The frame on screen while comparing (drawn whole and compared whole).
  private var compareGrid: CellGrid? = nil

  init(
    state: EmulatorState, backend: any TerminalBackend, session: (any SessionStorage)? = nil,
    settings: (any SettingsStorage)? = nil, warnings: [String] = [], tour: DemoScript? = nil,
    colours: Bool = true
  ) {
    self.tour = tour
    self.screen = SeatScreen(colours: colours)
    self.state = state
    self.backend = backend
    decoder = InputDecoder(keys: backend.keys)
    self.session = session
    self.settings = settings
    self.warnings = warnings
    if let session {
      // A session restored from a fallback is not in its file yet: nothing saved.
      self.state = state.launched(
        Launch(autosave: Autosave(saved: session.startedElsewhere ? nil : SessionSnapshot(state))))
    }
  }

  /// Runs until the person quits, a signal ends it, or input closes.
  func run() -> Ending {
    if let tour {
      let launch = Launch(tour: tour, tourStart: backend.now)
      state = state.launched(launch)
      for index in companions.indices {
        companions[index].state = companions[index].state.launched(launch)
      }
    }
    // Side by side, the status line follows the pointer.
    if !companions.isEmpty { backend.enablePointerMotion() }
    send(.resize(state.viewport(for: backend.size)))
    for warning in warnings { send(.notice(.warning(warning))) }
    if share != nil { invite() }
    while true {
      for event in news() { send(event) }
      draw()
      if let ending { return ending }
      // The state's next deadline, or the decoder's: a lone Esc, a sequence or a
      // paste the last read left open ends when input pauses.
      let deadlines =
        ([state.nextDeadline, decoder.deadline] + companions.map(\.state.nextDeadline))
        .compactMap { $0 }
      var sockets = share?.watches ?? []
      let wake = backend.wait(
        until: deadlines.min(), watching: screenWatch?.descriptor, sockets: &sockets)
      if let share { hear(share.service(sockets)) }
      if wake.watchReady, let event = screenWatch?.event() { send(event) }
      for signal in wake.signals {
        switch signal {
        case SIGTSTP: suspend()
        case SIGCONT:
          backend.resume()
          repaint()
        case SIGWINCH:
          backend.updateSize()
          send(.resize(state.viewport(for: backend.size)))
        default:
          send(.shutdown)
          ending = ending ?? .signal(signal)
        }
      }
      if ending != nil { continue }
      if wake.inputReady {
        guard let raw = backend.readInput() else {
          send(.shutdown)
          ending = .inputClosed
          continue
        }
        apply(decoder.decode(raw, at: backend.now))
      } else if wake.signals.isEmpty {
        apply(decoder.flush(at: backend.now))
        send(.tick)
      }
    }
  }

  /// Hands `event` to the core at the backend's time and carries out the effects.
  private func send(_ event: Event) {
    var event = event
    var viewports: [Viewport] = []
    if !companions.isEmpty, case .resize = event {
      // Each phone its column of the terminal, all at one scale.
      viewports = Comparison.viewports(
        for: backend.size, profiles: phones.map(\.profile), captionRows: state.tourBandRows)
      event = .resize(viewports[0])
    }
    let step = update(state, event, at: backend.now)
    let before = state
    state = step.state
    onStep?(before, state)
    for index in companions.indices {
      // The person's keys, the clock and the screen file go to every phone; what
      // the front reports (a save, a notice) is the first phone's.
      let mirrored: Event
      switch event {
      case .key, .keyReleased, .tick, .shutdown, .screenRead, .screenFailed: mirrored = event
      case .resize: mirrored = .resize(viewports[index + 1])
      default: mirrored = .tick
      }
      send(mirrored, toCompanion: index)
    }
    for effect in step.effects {
      // The device key changes the phone in focus, to a device not shown yet.
      if effect == .nextDevice && !companions.isEmpty {
        nextComparedDevice()
      } else {
        perform(effect)
      }
    }
  }

  /// The phones on screen, the first at the left.
  private var phones: [EmulatorState] { [state] + companions.map(\.state) }

  /// Hands `event` to one phone of a comparison: 0 the first, with every effect;
  /// another, with the saves of its own session (the rest are the first's to do).
  private func send(_ event: Event, toPhone index: Int) {
    index == 0 ? send(event) : send(event, toCompanion: index - 1)
  }

  private func send(_ event: Event, toCompanion index: Int) {
    let step = update(companions[index].state, event, at: backend.now)
    companions[index].state = step.state
    for case .saveSession(let snapshot) in step.effects {
      guard let session = companions[index].session else { continue }
      do {
        try session.save(snapshot)
        companions[index].saveError = nil
        send(.sessionSaved(snapshot), toCompanion: index)
      } catch {
        companions[index].saveError = error.description
        send(.sessionSaveFailed(snapshot, reason: error.description), toCompanion: index)
      }
    }
  }

  /// The device key in a comparison: the phone in focus becomes the next device
  /// in the list that is not on screen already and fits beside the others; when
  /// none is left, it stays, and the status line says why.
  private func nextComparedDevice() {
    let shown = phones.map(\.profile)
    let profiles = devices().profiles
    let focused = shown[focus]
    let at = profiles.firstIndex { $0.id == focused.id } ?? -1
    let others = profiles.indices.map { profiles[(at + 1 + $0) % profiles.count] }
      .filter { profile in !shown.contains { $0.id == profile.id } }
    var choice = shown
    let next = others.first { profile in
      choice[focus] = profile
      let need = Comparison.minimumSize(profiles: choice)
      return need.columns <= backend.size.columns && need.rows <= backend.size.rows
    }
    guard let next else {
      let why =
        others.isEmpty
        ? "every other device is on screen already"
        : "no other device fits beside the others in \(backend.size) (a larger terminal fits more)"
      return send(.notice(.info("\(focused.name) stays: \(why)", source: "device")), toPhone: focus)
    }
    choice[focus] = next
    let viewports = Comparison.viewports(
      for: backend.size, profiles: choice, captionRows: state.tourBandRows)
    send(.useDevice(next, viewports[focus]), toPhone: focus)
    // The others keep their devices; the scale they share may change with it.
    for index in phones.indices where index != focus {
      send(.resize(viewports[index]), toPhone: index)
    }
  }

  private func apply(_ inputs: [DecodedInput]) {
    for input in inputs where ending == nil {
      switch input {
      case .key(let key):
        onKey?(key, backend.now)
        let seated = share == nil ? .key(key) : SeatConfinement.hostKey(key, in: state)
        if let seated { send(seated) }
      case .release(let key):
        let seated = share == nil ? key : SeatConfinement.hostRelease(key, in: state)
        if let seated { send(.keyReleased(seated)) }
      case .unbound(let name): send(.notice(.unbound(name)))
      case .keyboardProtocol: backend.enableKeyEvents()
      case .mouse(let report):
        if report.isClick { click(report.column, report.row) }
        if report.isMotion { point(report.column, report.row) }
        if let key = report.wheelKey { wheel(key, report.column, report.row) }
      }
    }
  }

  /// A click at a cell: a pose button presses its key; the fold or another region
  /// says on the status line what it is. Any click stops a tour, as a key does.
  private func click(_ x: Int, _ y: Int) {
    let (x, y) = screen.unturned(x: x, y: y, size: backend.size)
    if !companions.isEmpty {
      // A click is the phone's under it: the first is at the left, as drawn alone.
      // The status line speaks for it from now on.
      guard
        let hit = Comparison.phone(
          atColumn: x, terminal: backend.size, count: companions.count + 1)
      else { return }
      focus = hit.index
      guard hit.index > 0 else { return clickFirst(hit.x, y) }
      let index = hit.index - 1
      if let point = SceneHit.windowPoint(x: hit.x, y: y, in: companions[index].state) {
        send(.tap(point), toCompanion: index)
      }
      return
    }
    clickFirst(x, y)
  }

  /// The pointer moved to a cell: comparing, the phone under it comes into focus.
  private func point(_ x: Int, _ y: Int) {
    let (x, _) = screen.unturned(x: x, y: y, size: backend.size)
    guard !companions.isEmpty,
      let hit = Comparison.phone(atColumn: x, terminal: backend.size, count: companions.count + 1)
    else { return }
    focus = hit.index
  }

  /// A click on the first phone (the only one, unless comparing), at its own cell,
  /// hit-tested against the frame on screen: a pose button presses its key, a
  /// region says what it is (the core's words), the window is a tap.
  private func clickFirst(_ x: Int, _ y: Int) {
    // Comparing, the screen's own layout is not the one drawn: lay the phone out.
    let layout = companions.isEmpty ? screen.layout : nil
    guard let hit = SceneHit.at(x: x, y: y, in: state, layout: layout) else { return }
    if state.tour != nil { return send(.key(.escape)) }
    switch hit {
    case .poseButton(let key?):
      onKey?(key, backend.now)
      send(.key(key))
    case .poseButton(nil): break
    case .region(let region): send(.notice(.clicked(region)))
    case .window(let point):
      // Sharing, the host's clicks count in the first seat's half only.
      if let point = share == nil ? point : SeatConfinement.hostTap(point, in: state) {
        send(.tap(point))
      }
    }
  }

  /// A turn of the wheel over the lit display's window: PageUp or PageDown, so
  /// the focused pane scrolls (an opened message, a screen file's column).
  /// Comparing, over any phone's window (which it also brings into focus): the
  /// key goes to every phone, as a key pressed does.
  private func wheel(_ key: Key, _ x: Int, _ y: Int) {
    var (x, y) = screen.unturned(x: x, y: y, size: backend.size)
    var over = state
    if !companions.isEmpty {
      guard
        let hit = Comparison.phone(
          atColumn: x, terminal: backend.size, count: companions.count + 1)
      else { return }
      (x, over) = (hit.x, phones[hit.index])
      focus = hit.index
    }
    guard state.tour == nil,
      SceneHit.windowPoint(
        x: x, y: y, in: over, layout: companions.isEmpty ? screen.layout : nil) != nil
    else { return }
    onKey?(key, backend.now)
    send(.key(key))
  }

  private func perform(_ effect: Effect) {
    switch effect {
    case .saveSession(let snapshot):
      guard let session else { return }
      do {
        try session.save(snapshot)
        saveError = nil
        send(.sessionSaved(snapshot))
      } catch {
        saveError = error.description
        send(.sessionSaveFailed(snapshot, reason: error.description))
      }
    case .saveSettings(let value):
      guard let settings else { return }
      do {
        try settings.save(value)
        send(.settingsSaved)
      } catch {
        send(.settingsSaveFailed(reason: error.description))
      }
    case .suspend: suspend()
    case .repaint: repaint()
    case .nextDevice:
      let profiles = devices().profiles
      let index = profiles.firstIndex { $0.id == state.profile.id } ?? -1
      let next = profiles[(index + 1) % profiles.count]
      send(.useDevice(next, state.viewport(for: backend.size, profile: next)))
    case .screenshot:
      guard let frame = companions.isEmpty ? screen.grid : compareGrid else { return }
      do {
        let path = try screenshots.save(frame, state: state)
        send(.notice(.info("screenshot: \(path) (and .txt, .ansi)")))
      } catch {
        send(.notice(.warning("screenshot not saved: \(error)")))
      }
    case .quit: ending = ending ?? .quit
    }
  }

  private func suspend() {
    backend.suspend()
    repaint()
  }

  private func repaint() {
    backend.invalidate()
    screen.invalidate()
    compareGrid = nil
  }

  private func draw() {
    guard companions.isEmpty else {
      var frame = Comparison.render(phones, terminal: backend.size, focus: focus)
      if !screen.shown.colours { frame = frame.monochrome() }
      backend.draw(GridDiff.runs(from: compareGrid, to: frame))
      compareGrid = frame
      return
    }
    backend.draw(screen.update(to: state))
    guard let share else { return }
    var inputs: [ShareHost.Input] = []
    share.publish(state, inputs: &inputs)
    hear(inputs)
  }

  /// The guest's input, held to the second seat, and its comings and goings.
  private func hear(_ inputs: [ShareHost.Input]) {
    for input in inputs where ending == nil {
      switch input {
      case .key(let key):
        if let event = SeatConfinement.guestKey(key, in: state) { send(event) }
      case .release(let key):
        if let key = SeatConfinement.guestRelease(key, in: state) { send(.keyReleased(key)) }
      case .tap(let point):
        if let point = SeatConfinement.guestTap(point, in: state) { send(.tap(point)) }
      case .joined:
        send(.banner(nil))
        send(.notice(.info("player two joined", source: "share")))
      case .left(let why):
        send(.notice(.info(why, source: "share")))
        invite(keepingNotice: true)
      }
    }
  }

  /// The join commands, in the band under the phone and on the status line, while
  /// the second seat is free.
  private func invite(keepingNotice: Bool = false) {
    guard let shareInvitation else { return }
    send(.banner(shareInvitation.band))
    if !keepingNotice { send(.notice(.banner(shareInvitation.status, source: "share"))) }
  }
}
