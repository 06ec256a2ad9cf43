/// One message between the host of a shared game (`duoterm share`) and its guest
/// (`duoterm join`). The guest says hello and then sends only its input; the host
/// answers the hello (welcome or refused) and then sends what the guest needs to
/// draw. `ShareWire` frames them; `ShareConversation` checks their order.
///
/// ```swift
/// let bytes = ShareWire.frame(.key(.up))   // 5-byte header, then "Up"
/// ```
public enum ShareMessage: Hashable, Sendable {
  /// Guest → host, first and once: the protocol version the guest speaks.
  case hello(version: Int)
  /// Host → guest, the answer to a hello: the guest has the second seat.
  case welcome(version: Int)
  /// Host → guest, the answer to a hello: why there is no seat (taken, version).
  case refused(String)
  /// Guest → host: a key pressed on the guest's keyboard, as the guest pressed it
  /// (the host decides what it may do).
  case key(Key)
  /// Guest → host: a key let go (terminals with the kitty keyboard protocol).
  case release(Key)
  /// Guest → host: a click at a point of the window, in points.
  case tap(Point)
  /// Host → guest: the device profile the phone is, by name, and the profile
  /// file's text when it is not one the guest can be expected to have.
  case profile(name: String, file: String?)
  /// Host → guest: the two-seat app file the phone shows (its text, as
  /// `AppFile.text` writes it), before the first view of it and again whenever
  /// it is read again; the guest reads it as the host did.
  case screen(String)
  /// Host → guest: what to draw now (`ShareView`'s bytes).
  case view([UInt8])
  /// Host → guest: a line for the guest's status line.
  case notice(String)
  /// Either way, last: the conversation ends, and why.
  case bye(String)

  /// The byte that names the message on the wire.
  public var tag: UInt8 {
    switch self {
    case .hello: 1
    case .welcome: 2
    case .refused: 3
    case .key: 4
    case .release: 5
    case .tap: 6
    case .profile: 7
    case .view: 8
    case .notice: 9
    case .bye: 10
    case .screen: 11
    }
  }

  /// What the message is called in an error.
  public var name: String {
    switch self {
    case .hello: "hello"
    case .welcome: "welcome"
    case .refused: "refused"
    case .key: "key"
    case .release: "release"
    case .tap: "tap"
    case .profile: "profile"
    case .view: "view"
    case .notice: "notice"
    case .bye: "bye"
    case .screen: "screen"
    }
  }
}
