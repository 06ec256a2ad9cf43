import DuoLayoutCore
import DuoTermInput
import DuoTermRender
import Glibc

/// The guest's loop (`duoterm join`): draws the host's view at this terminal's
/// own size, and sends this keyboard's keys and clicks to the host, which holds
/// them to the second seat. It decides nothing about the game: it has no reducer
/// of its own, only the state the host sent, its own terminal size and its own
/// status line. F10 or Ctrl-C leaves; the host's game goes on.
///
/// ```swift
/// let ending = GuestSession(socket: fd, backend: terminal).run()
/// ```
final class GuestSession {
  private let socket: Int32
  private let backend: any TerminalBackend
  private var decoder: InputDecoder
  private var screen: SeatScreen
  private var reader: ShareWire.Reader
  private var conversation: ShareConversation
  /// The guest's own state: the last view put into it, at this terminal's size.
  private var state: EmulatorState
  private var hasView = false
  /// The two-seat app the host shows, as it sent it (`ShareMessage.screen`).
  private var hostScreen: ScreenFile? = nil
  /// The guest's own status line, on its own clock.
  private var notices = NoticeQueue()
  private var ending: String? = nil
  /// The host's goodbye when it quits: an ending, not a failure (exit 0).
  static let hostEnded = "the host ended the game"
  /// Where profile files named by the host come from, by name.
  var devices: () -> DeviceRegistry = { DeviceLibrary.registry() }

  /// `socket` has had its welcome already (`conversation` says so).
  init(
    socket: Int32, conversation: ShareConversation, reader: ShareWire.Reader,
    backend: any TerminalBackend, colours: Bool = true
  ) {
    self.reader = reader
    self.socket = socket
    self.conversation = conversation
    self.backend = backend
    decoder = InputDecoder(keys: backend.keys)
    screen = SeatScreen(seat: .second, colours: colours)
    state = EmulatorState(pattern: SharedSplitPattern.id).launched(
      Launch(banner: "You are player two: W A S D or the arrows, Space or Enter · F10 leaves"))
  }

  /// Runs until the person leaves or the host ends: why it ended, for standard error.
  func run() -> (status: Int32, message: String) {
    fit()
    // What came with the welcome.
    hearPending()
    while true {
      if hasView {
        state = state.showing(notices: notices)
        backend.draw(screen.update(to: state))
      }
      if let ending {
        return (ending.hasPrefix("you left") || ending == Self.hostEnded ? 0 : 1, ending)
      }
      var sockets = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
      let deadlines = [decoder.deadline, notices.nextDeadline].compactMap { $0 }
      let wake = backend.wait(until: deadlines.min(), watching: nil, sockets: &sockets)
      if sockets[0].revents != 0 { receive() }
      for signal in wake.signals {
        switch signal {
        case SIGTSTP:
          backend.suspend()
          repaint()
        case SIGCONT:
          backend.resume()
          repaint()
        case SIGWINCH:
          backend.updateSize()
          fit()
        default: leave("you left the game (signal \(signal))")
        }
      }
      if wake.inputReady {
        guard let raw = backend.readInput() else {
          leave("you left the game (input closed)")
          continue
        }
        apply(decoder.decode(raw, at: backend.now))
      } else if wake.signals.isEmpty {
        apply(decoder.flush(at: backend.now))
        notices.advance(to: backend.now)
      }
    }
  }

  private func apply(_ inputs: [DecodedInput]) {
    for input in inputs where ending == nil {
      switch input {
      case .key(.function(10)), .key(.control("c")): leave("you left the game")
      case .key(.control("l")): repaint()
      case .key(let key): transmit(.key(key))
      case .release(let key): transmit(.release(key))
      case .mouse(let report):
        let (x, y) = screen.unturned(x: report.column, y: report.row, size: backend.size)
        if hasView, report.isClick,
          let point = SceneHit.windowPoint(x: x, y: y, in: state, layout: screen.layout)
        {
          transmit(.tap(point))
        }
      case .keyboardProtocol: backend.enableKeyEvents()
      case .unbound(let name): say(.unbound(name))
      }
    }
  }

  /// Reads what the host sent, as much as is there.
  private func receive() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while ending == nil {
      let count = buffer.withUnsafeMutableBytes {
        recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
      }
      if count == 0 { return end("the host closed the game") }
      if count < 0 {
        if errno == EAGAIN || errno == EINTR { break }
        return end("the connection to the host broke: \(String(cString: strerror(errno)))")
      }
      reader.append(buffer.prefix(count))
      hearPending()
    }
  }

  /// Every whole message the reader holds.
  private func hearPending() {
    do throws(ShareProtocolError) {
      while ending == nil, let message = try reader.next() {
        try conversation.accept(message)
        try hear(message)
      }
    } catch {
      transmit(.bye(error.description))
      end("the host sent what this duoterm cannot read: \(error.description)")
    }
  }

  private func hear(_ message: ShareMessage) throws(ShareProtocolError) {
    switch message {
    case .profile(let name, let file):
      state = state.on(try profile(name, file: file))
      fit()
    case .screen(let text):
      do {
        hostScreen = try ScreenFile.read(text, file: "the host's app file")
        state = state.launched(
          Launch(
            banner:
              "You have the second half: arrows or W S A D, Enter or Space presses, Esc goes back, Tab types · F10 leaves"
          ))
      } catch {
        throw ShareProtocolError("the host's app file does not read: \(error.description)")
      }
    case .view(let bytes):
      state = try ShareView.decode(bytes, into: state, screen: hostScreen).launched(
        Launch(showsPoseBar: false))
      hasView = true
    case .notice(let text): say(.info(text, source: "host"))
    case .bye(let reason): end(reason == "" ? Self.hostEnded : reason)
    default: break
    }
  }

  /// The profile the host's phone is: its file's text when the host sent it, else
  /// the one of that name here.
  private func profile(_ name: String, file: String?) throws(ShareProtocolError) -> DeviceProfile {
    if let file {
      do {
        return try DeviceProfile.read(file, file: "the host's \(name).json")
      } catch {
        throw ShareProtocolError("the host's device profile does not read: \(error)")
      }
    }
    guard let profile = devices().profile(named: name) else {
      throw ShareProtocolError(
        "the host's phone is the device '\(name.visible)', which this machine does not have")
    }
    return profile
  }

  private func transmit(_ message: ShareMessage) {
    let frame = ShareWire.frame(message)
    // A guest's message is a few bytes: the socket takes it, or the host is gone.
    let sent = frame.withUnsafeBytes {
      send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
    }
    if sent < 0, errno != EAGAIN { end("the connection to the host broke") }
  }

  private func leave(_ why: String) {
    guard ending == nil else { return }
    transmit(.bye(""))
    ending = why
  }

  private func end(_ why: String) {
    if ending == nil { ending = why }
  }

  private func say(_ notice: Notice) {
    notices.post(notice, at: backend.now)
  }

  private func fit() {
    state = state.viewing(at: state.viewport(for: backend.size))
  }

  private func repaint() {
    backend.invalidate()
    screen.invalidate()
  }
}
