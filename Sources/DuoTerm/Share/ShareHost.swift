import DuoLayoutCore
import Glibc

/// The host's end of a shared game: the listening socket and the one guest.
/// The interactive loop polls `watches` beside the keyboard, hands what became
/// ready to `service`, which reads, writes and answers joins, and after each
/// draw calls `publish` with the state on screen.
///
/// It never blocks: every socket is non-blocking; what the guest has not read
/// yet waits in an outbox of at most `outboxLimit` bytes, and a guest that lets
/// it fill (stopped reading) is dropped. A guest that breaks the protocol (bad,
/// oversized or out-of-order messages) is dropped with one line on both
/// screens. One guest at a time: a second join is told the seat is taken.
///
/// ```swift
/// let host = try ShareHost(path: socketPath)
/// loop.share = host
/// ```
final class ShareHost {
  /// What happened on the socket, for the loop to hand the core.
  enum Input: Equatable {
    case key(Key)
    case release(Key)
    case tap(Point)
    case joined
    case left(String)
  }

  /// Bytes the guest may leave unread before it is dropped. Basis: design —
  /// about 200 views of the two-player screen, seconds of pong.
  static let outboxLimit = 1 << 20

  let path: String
  private let listener: Int32
  private let identity: (UInt, UInt)?
  private var guest: Guest?
  /// The profile file's text for a profile the guest may not have.
  var profileFile: (DeviceProfile) -> String? = { _ in nil }

  private final class Guest {
    let fd: Int32
    var reader = ShareWire.Reader(limit: ShareWire.guestToHost)
    var conversation = ShareConversation(hearing: .guest)
    var outbox: [UInt8] = []
    var sent = 0
    var lastView: [UInt8]? = nil
    var lastProfile: String? = nil
    var lastScreen: ScreenFile? = nil
    /// True once the hello was answered: the guest has the seat.
    var seated = false

    init(fd: Int32) { self.fd = fd }
  }

  init(path: String) throws(UsageError) {
    self.path = path
    listener = try ShareSocket.listen(at: path)
    identity = ShareSocket.identity(path)
  }

  /// True while a guest has the second seat.
  var hasGuest: Bool { guest?.seated ?? false }

  /// The descriptors to poll and what for.
  var watches: [pollfd] {
    var list = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
    if let guest {
      let wantsWrite = guest.sent < guest.outbox.count
      list.append(
        pollfd(
          fd: guest.fd, events: Int16(POLLIN) | (wantsWrite ? Int16(POLLOUT) : 0), revents: 0))
    }
    return list
  }

  /// Reads, writes and accepts what `ready` (the polled `watches`) says is ready.
  func service(_ ready: [pollfd]) -> [Input] {
    var inputs: [Input] = []
    for entry in ready where entry.revents != 0 {
      if entry.fd == listener {
        accept(into: &inputs)
      } else if let guest, entry.fd == guest.fd {
        if entry.revents & Int16(POLLOUT) != 0 { flush(guest, into: &inputs) }
        if self.guest === guest, entry.revents & ~Int16(POLLOUT) != 0 {
          read(guest, into: &inputs)
        }
      }
    }
    return inputs
  }

  /// Sends the guest the view of `state` when it changed (and the profile first,
  /// when that changed).
  func publish(_ state: EmulatorState, inputs: inout [Input]) {
    guard let guest, hasGuest else { return }
    if guest.lastProfile != state.profile.id {
      guest.lastProfile = state.profile.id
      let builtIn = DeviceRegistry.standard.profile(named: state.profile.id) != nil
      send(
        .profile(name: state.profile.id, file: builtIn ? nil : profileFile(state.profile)),
        to: guest, inputs: &inputs)
      guest.lastView = nil
    }
    // A two-seat app's file goes first, and again when it is read again: a view
    // holds the app's state alone.
    if let screen = state.screenFile, screen.app?.isSeated == true, guest.lastScreen != screen {
      guest.lastScreen = screen
      send(.screen(screen.text(schema: AppSchema.id)), to: guest, inputs: &inputs)
      guest.lastView = nil
    }
    let view = ShareView.encode(state)
    // The clock alone moving changes nothing the guest draws.
    if let last = guest.lastView, last.dropFirst(16).elementsEqual(view.dropFirst(16)),
      last[8..<16] == view[8..<16]
    {
      return
    }
    guest.lastView = view
    send(.view(view), to: guest, inputs: &inputs)
  }

  /// Says goodbye to the guest, closes the sockets and removes the socket file
  /// if it is still the one made here.
  func close(reason: String) {
    if let guest {
      var ignored: [Input] = []
      drop(guest, reason: reason, into: &ignored)
    }
    Glibc.close(listener)
    if let identity, let now = ShareSocket.identity(path), now == identity { unlink(path) }
  }

  private func accept(into inputs: inout [Input]) {
    while true {
      let fd = Glibc.accept(listener, nil, nil)
      guard fd >= 0 else { return }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      guard guest == nil else {
        // The seat is taken: one line, sent without waiting, and the door shut.
        let bytes = ShareWire.frame(.refused("the second seat is taken: one guest at a time"))
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        // What the second guest sent is read first: closing a socket with unread
        // bytes resets the connection, and the refusal could be lost with it.
        var hello = [UInt8](repeating: 0, count: 256)
        _ = hello.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        shutdown(fd, Int32(SHUT_WR))
        Glibc.close(fd)
        continue
      }
      guest = Guest(fd: fd)
    }
  }

  private func read(_ guest: Guest, into inputs: inout [Input]) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    // A bounded read per wake: a flood cannot keep the host from its keyboard.
    for _ in 0..<16 {
      let count = buffer.withUnsafeMutableBytes { recv(guest.fd, $0.baseAddress, $0.count, 0) }
      if count == 0 {
        return drop(guest, reason: nil, into: &inputs)
      }
      if count < 0 {
        if errno == EAGAIN || errno == EINTR { return }
        return drop(guest, reason: nil, into: &inputs)
      }
      guest.reader.append(buffer.prefix(count))
      do throws(ShareProtocolError) {
        while let message = try guest.reader.next() {
          try guest.conversation.accept(message)
          switch message {
          case .hello:
            guest.seated = true
            send(.welcome(version: ShareWire.version), to: guest, inputs: &inputs)
            inputs.append(.joined)
          case .key(let key): inputs.append(.key(key))
          case .release(let key): inputs.append(.release(key))
          case .tap(let point): inputs.append(.tap(point))
          case .bye:
            return drop(guest, reason: nil, into: &inputs)
          default: break
          }
          if self.guest !== guest { return }
        }
      } catch {
        return drop(guest, reason: error.description, into: &inputs)
      }
    }
  }

  private func send(_ message: ShareMessage, to guest: Guest, inputs: inout [Input]) {
    if guest.sent > 0, guest.sent == guest.outbox.count {
      guest.outbox.removeAll(keepingCapacity: true)
      guest.sent = 0
    }
    let frame = ShareWire.frame(message)
    guard guest.outbox.count - guest.sent + frame.count <= Self.outboxLimit else {
      return drop(guest, reason: "player two stopped reading (a stalled connection)", into: &inputs)
    }
    guest.outbox += frame
    flush(guest, into: &inputs)
  }

  private func flush(_ guest: Guest, into inputs: inout [Input]) {
    while guest.sent < guest.outbox.count {
      let count = guest.outbox.withUnsafeBytes {
        Glibc.send(
          guest.fd, $0.baseAddress! + guest.sent, $0.count - guest.sent,
          Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
      }
      if count < 0 {
        if errno == EAGAIN || errno == EINTR { return }
        return drop(guest, reason: nil, into: &inputs)
      }
      guest.sent += count
    }
  }

  /// Ends the guest's connection; `reason` is a broken rule, said to both sides.
  private func drop(_ guest: Guest, reason: String?, into inputs: inout [Input]) {
    guard self.guest === guest else { return }
    let wasPlaying = guest.seated
    self.guest = nil
    if let reason {
      let bytes = ShareWire.frame(.bye(reason))
      _ = bytes.withUnsafeBytes {
        Glibc.send(guest.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
      }
    }
    Glibc.close(guest.fd)
    if wasPlaying || reason != nil {
      inputs.append(.left(reason.map { "player two was dropped: \($0)" } ?? "player two left"))
    }
  }
}
