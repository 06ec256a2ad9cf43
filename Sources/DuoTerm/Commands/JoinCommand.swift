import DuoLayoutCore
import Glibc

/// `duoterm join`: the second player's end of `duoterm share`. It draws the same
/// phone in this terminal at this terminal's size and sends this keyboard's keys
/// as the second seat's; F10 or Ctrl-C leaves, and the host's game goes on.
enum JoinCommand: Command {
  static let name = "join"
  static let spec = CommandSpec(
    name, summary: "joins a game hosted with duoterm share, as player two",
    positional: PositionalArgument(
      name: "SOCKET", help: "the host's socket (default: the one duoterm share makes)"),
    options: [Options.noMouse, ColorChoice.option],
    description: """
      Connects to the game duoterm share hosts (at SOCKET, or the default socket \
      in $XDG_RUNTIME_DIR/duoterm, else /tmp/duoterm-USER) and draws the phone \
      here at this terminal's own size. Every key of this keyboard plays the second \
      seat (W A S D and the arrows alike, Space and Enter alike); nothing here \
      changes the host's device, pose or pattern. F10 or Ctrl-C leaves; join again \
      to come back to the game. Over SSH: ssh -t HOST duoterm join.
      """, run: run)

  /// Seconds to wait for the host's answer to the hello. Basis: design — a host
  /// answers at once; one stuck in a suspended terminal should not hang the guest.
  static let answerTimeout: Int32 = 10_000

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    guard args.positional.count <= 1 else {
      throw UsageError("join takes one socket path at most: duoterm join [SOCKET]")
    }
    if let problem = CursesTerminal.check() {
      printError(problem.description)
      return 2
    }
    let path: String
    if let given = args.positional.first {
      path = given
    } else {
      path = try ShareSocket.defaultPath(creating: false)
    }
    guard let socket = ShareSocket.connect(to: path) else {
      let reason =
        errno == ENOENT || errno == ECONNREFUSED
        ? "no game is shared at \(path.visible) (the host starts one with duoterm share)"
        : "cannot reach \(path.visible): \(String(cString: strerror(errno)))"
      printError(reason)
      return 1
    }
    defer { close(socket) }
    var conversation = ShareConversation(hearing: .host)
    var reader = ShareWire.Reader(limit: ShareWire.hostToGuest)
    switch hello(socket, &conversation, &reader) {
    case .failure(let problem):
      printError(problem.description)
      return 1
    case .success: break
    }
    SignalPipe.install()
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start(mouse: !args[Options.noMouse])
    } catch {
      printError(error.description)
      return 2
    }
    let guest = GuestSession(
      socket: socket, conversation: conversation, reader: reader, backend: terminal,
      colours: args[ColorChoice.option].isOn())
    let ending = guest.run()
    terminal.stop()
    SignalPipe.uninstall()
    printError(ending.message)
    return ending.status
  }

  /// Says hello and waits for the answer: welcome, or why there is no seat.
  private static func hello(
    _ socket: Int32, _ conversation: inout ShareConversation, _ reader: inout ShareWire.Reader
  ) -> Result<Void, ShareProtocolError> {
    let frame = ShareWire.frame(.hello(version: ShareWire.version))
    // A host that refuses may have answered and closed before the hello is
    // sent: its answer is read all the same.
    _ = frame.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let polled = poll(&ready, 1, answerTimeout)
      if polled < 0, errno == EINTR { continue }
      guard polled > 0 else {
        return .failure(ShareProtocolError("the host did not answer: is its terminal suspended?"))
      }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return .failure(ShareProtocolError("the host hung up")) }
      reader.append(buffer.prefix(count))
      do throws(ShareProtocolError) {
        guard let message = try reader.next() else { continue }
        try conversation.accept(message)
        switch message {
        case .welcome: return .success(())
        case .refused(let reason), .bye(let reason): return .failure(ShareProtocolError(reason))
        default: return .failure(ShareProtocolError("the host answered with a \(message.name)"))
        }
      } catch {
        return .failure(error)
      }
    }
  }
}
