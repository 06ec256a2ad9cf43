/// The emulator's one update: the state after `event` at time `now` (seconds on a
/// monotonic clock the caller owns). Pure: no I/O, no clock of its own.
///
/// While a text field has focus the pattern sees keys first (printable keys are
/// text); otherwise the global keymap does. The help overlay, while shown, takes
/// every key: Esc, F1 or `?` close it and the rest are ignored.
///
/// ```swift
/// let state = reduce(EmulatorState(pose: .closed), .key(.control("o")), at: 0)
/// state.pose  // .open
/// ```
public func reduce(_ state: EmulatorState, _ event: Event, at now: Double) -> EmulatorState {
  var next = state
  next.now = max(state.now, now)
  next.models.tick(next.pattern, at: next.now)
  switch event {
  case .resize(let size):
    next.terminal = size
  case .tick:
    break
  case .key(let key):
    next.press(key)
  }
  return next
}

extension EmulatorState {
  fileprivate mutating func press(_ key: Key) {
    let keymap = Keymap.standard
    if showsHelp {
      let command = keymap.command(for: key)
      if key == .escape || command == .toggleHelp {
        showsHelp = false
      } else if command == .quit {
        shouldQuit = true
      }
      return
    }
    let env = environment
    if models.isTyping(in: pattern), models.handle(key, for: pattern, in: env) {
      return
    }
    if let command = keymap.command(for: key) {
      run(command)
      return
    }
    _ = models.handle(key, for: pattern, in: env)
  }

  fileprivate mutating func run(_ command: Command) {
    switch command {
    case .toggleHelp: showsHelp.toggle()
    case .device(let action): device = device.applying(action, profile: profile)
    case .toggleRegionOverlay: showsRegionOverlay.toggle()
    case .nextPattern: pattern = pattern.next
    case .selectPattern(let id): pattern = id
    case .quit: shouldQuit = true
    }
  }
}
