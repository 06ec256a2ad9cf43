/// The wire form of `ShareMessage`: a frame is one tag byte, the payload's length
/// as four bytes (big-endian), then the payload. Pure: bytes in, messages out;
/// the socket is the front's.
///
/// A payload is checked against `ShareWire.Limits` before it is read (a 10 MB
/// flood of random bytes ends at its first five bytes), and then parsed
/// strictly: text is UTF-8, a number is exactly eight bytes, a key is one the
/// keyboard has.
///
/// ```swift
/// var reader = ShareWire.Reader(limit: ShareWire.guestToHost)
/// reader.append(ShareWire.frame(.hello(version: 1)))
/// try reader.next()   // .hello(version: 1)
/// ```
public enum ShareWire {
  /// The version this build speaks; a host and a guest must speak the same.
  /// 2: the host sends a two-seat app file's text (`ShareMessage.screen`).
  public static let version = 2
  /// The bytes every hello starts with, so a stray program on the socket is told
  /// apart from an old duoterm.
  static let magic = Array("duoterm-share".utf8)

  /// The largest payload a message may carry, per direction. Basis: design — a
  /// guest sends keys and clicks (a few bytes each); a host sends a view (a few
  /// kilobytes for the two-player screen, up to about 100 KB for the largest
  /// model), with room to spare.
  public struct Limits: Hashable, Sendable {
    public var payload: Int
  }

  /// What a guest may send: keys, clicks, a hello, a bye.
  public static let guestToHost = Limits(payload: 1024)
  /// What a host may send: views.
  public static let hostToGuest = Limits(payload: 4 << 20)

  /// The frame for `message`.
  public static func frame(_ message: ShareMessage) -> [UInt8] {
    let body = payload(message)
    let count = UInt32(body.count)
    return [
      message.tag, UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF),
      UInt8(count & 0xFF),
    ] + body
  }

  static func payload(_ message: ShareMessage) -> [UInt8] {
    switch message {
    case .hello(let version): magic + number(version)
    case .welcome(let version): magic + number(version)
    case .refused(let text), .notice(let text), .bye(let text), .screen(let text):
      Array(text.utf8)
    case .key(let key), .release(let key): Array(key.name.utf8)
    case .tap(let point): number(point.x) + number(point.y)
    case .profile(let name, let file):
      number(name.utf8.count) + Array(name.utf8) + Array((file ?? "").utf8)
    case .view(let bytes): bytes
    }
  }

  /// Reads frames from bytes as they come, in pieces of any size.
  public struct Reader: Sendable {
    public let limit: Limits
    private var buffer: [UInt8] = []
    private var start = 0

    public init(limit: Limits) {
      self.limit = limit
    }

    /// Bytes read from the socket.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
      buffer.append(contentsOf: bytes)
    }

    /// Bytes held that do not yet make a whole frame.
    public var pending: Int { buffer.count - start }

    /// The next whole message, nil when more bytes are needed; throws for a frame
    /// that cannot be one (after which the reader is of no further use).
    public mutating func next() throws(ShareProtocolError) -> ShareMessage? {
      guard pending >= 5 else { return nil }
      let tag = buffer[start]
      guard (1...11).contains(tag) else {
        throw ShareProtocolError("not a duoterm share message (type byte \(tag))")
      }
      let length =
        Int(buffer[start + 1]) << 24 | Int(buffer[start + 2]) << 16 | Int(buffer[start + 3]) << 8
        | Int(buffer[start + 4])
      guard length <= limit.payload else {
        throw ShareProtocolError(
          "a message of \(length) bytes, more than the \(limit.payload) allowed")
      }
      guard pending >= 5 + length else { return nil }
      let body = Array(buffer[(start + 5)..<(start + 5 + length)])
      start += 5 + length
      if start > 65536 || start == buffer.count {
        buffer.removeFirst(start)
        start = 0
      }
      return try ShareWire.parse(tag: tag, body)
    }
  }

  static func parse(tag: UInt8, _ body: [UInt8]) throws(ShareProtocolError) -> ShareMessage {
    switch tag {
    case 1, 2:
      guard body.count == magic.count + 8, Array(body.prefix(magic.count)) == magic else {
        throw ShareProtocolError("a hello that is not duoterm's")
      }
      let version = try wholeNumber(Array(body.suffix(8)))
      return tag == 1 ? .hello(version: version) : .welcome(version: version)
    case 3: return .refused(try text(body))
    case 4, 5:
      let name = try text(body)
      let key: Key?
      do {
        key = try Key(name: name)
      } catch {
        throw ShareProtocolError("not a key: \(name.visible)")
      }
      guard let key else { throw ShareProtocolError("not a key: \(name.visible)") }
      return tag == 4 ? .key(key) : .release(key)
    case 6:
      guard body.count == 16 else { throw ShareProtocolError("a click that is not two numbers") }
      let x = double(Array(body[0..<8]))
      let y = double(Array(body[8..<16]))
      guard x.isFinite, y.isFinite else { throw ShareProtocolError("a click at no point") }
      return .tap(Point(x: x, y: y))
    case 7:
      guard body.count >= 8 else { throw ShareProtocolError("a profile with no name") }
      let count = try wholeNumber(Array(body.prefix(8)))
      guard count <= body.count - 8 else { throw ShareProtocolError("a profile cut short") }
      let name = try text(Array(body[8..<(8 + count)]))
      let file = try text(Array(body[(8 + count)...]))
      return .profile(name: name, file: file.isEmpty ? nil : file)
    case 8: return .view(body)
    case 9: return .notice(try text(body))
    case 11: return .screen(try text(body))
    default: return .bye(try text(body))
    }
  }

  private static func text(_ bytes: [UInt8]) throws(ShareProtocolError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ShareProtocolError("text that is not UTF-8")
    }
    return text
  }

  static func number(_ value: Int) -> [UInt8] {
    let bits = UInt64(bitPattern: Int64(value))
    return (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
  }

  static func number(_ value: Double) -> [UInt8] {
    let bits = value.bitPattern
    return (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
  }

  private static func bits(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }

  private static func wholeNumber(_ bytes: [UInt8]) throws(ShareProtocolError) -> Int {
    let value = Int64(bitPattern: bits(bytes))
    guard (0...Int64(Int32.max)).contains(value) else {
      throw ShareProtocolError("a number out of range (\(value))")
    }
    return Int(value)
  }

  private static func double(_ bytes: [UInt8]) -> Double {
    Double(bitPattern: bits(bytes))
  }
}
