/// Which message may come next, on one side of the socket. The host hears a
/// hello first and then only input; the guest hears welcome (or refused) first,
/// then the profile before any view. Anything else is out of order and ends the
/// conversation.
///
/// ```swift
/// var host = ShareConversation(hearing: .guest)
/// try host.accept(.key(.up))   // throws: a key before the hello
/// ```
public struct ShareConversation: Hashable, Sendable {
  /// Whose messages this side reads.
  public enum Speaker: Hashable, Sendable {
    case guest, host
  }

  public enum Stage: Hashable, Sendable {
    /// Nothing yet: the host waits for the hello, the guest for the answer.
    case opening
    /// Hello answered; the guest has not had a profile yet (guest side only).
    case seated
    /// Playing.
    case playing
    /// A bye or a refusal came: nothing more may.
    case closed
  }

  public let speaker: Speaker
  public private(set) var stage = Stage.opening

  public init(hearing speaker: Speaker) {
    self.speaker = speaker
  }

  /// Checks `message` against what may come now and moves on; throws for one out
  /// of order, or a hello of another version.
  public mutating func accept(_ message: ShareMessage) throws(ShareProtocolError) {
    switch (speaker, stage, message) {
    case (_, .closed, _):
      throw ShareProtocolError("a \(message.name) message after the end")
    case (_, _, .bye):
      stage = .closed
    case (.guest, .opening, .hello(let version)):
      guard version == ShareWire.version else {
        throw ShareProtocolError(
          "the guest speaks version \(version) of the share protocol and this host \(ShareWire.version): run the same duoterm on both sides"
        )
      }
      stage = .playing
    case (.guest, .playing, .key), (.guest, .playing, .release), (.guest, .playing, .tap):
      break
    case (.host, .opening, .welcome(let version)):
      guard version == ShareWire.version else {
        throw ShareProtocolError(
          "the host speaks version \(version) of the share protocol and this duoterm \(ShareWire.version): run the same duoterm on both sides"
        )
      }
      stage = .seated
    case (.host, .opening, .refused):
      stage = .closed
    case (.host, .seated, .profile), (.host, .playing, .profile):
      stage = .playing
    case (.host, .seated, .notice), (.host, .playing, .notice), (.host, .playing, .view),
      (.host, .playing, .screen):
      break
    default:
      let place =
        switch stage {
        case .opening: speaker == .guest ? "before the hello" : "before the welcome"
        case .seated: "before the profile"
        default: "from the \(speaker == .guest ? "guest" : "host")"
        }
      throw ShareProtocolError("a \(message.name) message \(place)")
    }
  }
}
