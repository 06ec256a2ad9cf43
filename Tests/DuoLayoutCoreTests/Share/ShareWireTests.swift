import Testing

@testable import DuoLayoutCore

@Suite("The share protocol's frames")
struct ShareWireTests {
  static let messages: [ShareMessage] = [
    .hello(version: ShareWire.version), .welcome(version: 7), .refused("the seat is taken"),
    .key(.up), .key(.character("w")), .key(.control("p")), .key(.function(10)), .key(.space),
    .release(.left), .tap(Point(x: 12.5, y: -3)), .profile(name: "iphone-duo", file: nil),
    .profile(name: "test-fold", file: "{\"name\": \"Test ✦\"}"), .view([1, 2, 3, 0, 255]),
    .notice("player two joined"), .screen(#"{"title": "T"}"#), .bye(""),
  ]

  @Test("every message reads back as itself", arguments: messages)
  func roundTrip(_ message: ShareMessage) throws {
    var reader = ShareWire.Reader(limit: ShareWire.hostToGuest)
    reader.append(ShareWire.frame(message))
    #expect(try reader.next() == message)
    #expect(try reader.next() == nil)
    #expect(reader.pending == 0)
  }

  @Test("frames split anywhere and run together read the same")
  func pieces() throws {
    let bytes = Self.messages.flatMap(ShareWire.frame)
    for size in [1, 2, 5, 7, 64, bytes.count] {
      var reader = ShareWire.Reader(limit: ShareWire.hostToGuest)
      var read: [ShareMessage] = []
      var start = 0
      while start < bytes.count {
        reader.append(bytes[start..<min(bytes.count, start + size)])
        start += size
        while let message = try reader.next() { read.append(message) }
      }
      #expect(read == Self.messages, "in pieces of \(size)")
    }
  }

  @Test("a length past the limit fails at the header, before the payload comes")
  func oversized() {
    var reader = ShareWire.Reader(limit: ShareWire.guestToHost)
    reader.append([4, 0, 0xA0, 0, 0])  // a key of 10 MB
    #expect(throws: ShareProtocolError.self) { try reader.next() }
    var view = ShareWire.Reader(limit: ShareWire.hostToGuest)
    view.append(ShareWire.frame(.view([UInt8](repeating: 0, count: 2000))))
    #expect(throws: Never.self) { try view.next() }
  }

  @Test(
    "bad frames are errors, never crashes",
    arguments: [
      [0, 0, 0, 0, 0], [12, 0, 0, 0, 0], [255, 1, 2, 3, 4],
      [1, 0, 0, 0, 3, 1, 2, 3],  // a hello without the magic
      [4, 0, 0, 0, 3, 70, 49, 51],  // F13
      [4, 0, 0, 0, 2, 0xC3, 0x28],  // not UTF-8
      [4, 0, 0, 0, 0],  // an empty key
      [6, 0, 0, 0, 3, 1, 2, 3],  // a click of three bytes
      [7, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 1, 0],  // a name longer than the profile
      [7, 0, 0, 0, 8, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],  // a negative length
    ] as [[UInt8]])
  func bad(_ bytes: [UInt8]) {
    var reader = ShareWire.Reader(limit: ShareWire.hostToGuest)
    reader.append(bytes)
    #expect(throws: ShareProtocolError.self) { try reader.next() }
  }

  @Test("a click at no point is refused")
  func notANumber() {
    var reader = ShareWire.Reader(limit: ShareWire.guestToHost)
    reader.append(ShareWire.frame(.tap(Point(x: .nan, y: 1))))
    #expect(throws: ShareProtocolError.self) { try reader.next() }
  }
}

@Suite("The share protocol's order")
struct ShareConversationTests {
  @Test("the host hears a hello, then input, then a bye; nothing after")
  func host() throws {
    var host = ShareConversation(hearing: .guest)
    try host.accept(.hello(version: ShareWire.version))
    try host.accept(.key(.up))
    try host.accept(.release(.up))
    try host.accept(.tap(.zero))
    try host.accept(.bye(""))
    #expect(throws: ShareProtocolError.self) { try host.accept(.key(.up)) }
  }

  @Test(
    "out of order for the host",
    arguments: [
      [ShareMessage.key(.up)], [.tap(.zero)], [.view([])], [.welcome(version: 1)],
      [.hello(version: ShareWire.version), .hello(version: ShareWire.version)],
      [.hello(version: ShareWire.version), .view([])],
      [.hello(version: ShareWire.version), .profile(name: "iphone-duo", file: nil)],
      [.hello(version: ShareWire.version + 1)],
    ])
  func hostRefuses(_ messages: [ShareMessage]) throws {
    var host = ShareConversation(hearing: .guest)
    for message in messages.dropLast() { try host.accept(message) }
    #expect(throws: ShareProtocolError.self) { try host.accept(messages.last!) }
  }

  @Test(
    "out of order for the guest",
    arguments: [
      [ShareMessage.view([])], [.profile(name: "x", file: nil)], [.key(.up)],
      [.welcome(version: ShareWire.version), .view([])],
      [.welcome(version: ShareWire.version), .hello(version: 1)],
      [.welcome(version: ShareWire.version), .profile(name: "x", file: nil), .key(.up)],
      [.refused("taken"), .welcome(version: ShareWire.version)],
      [.welcome(version: ShareWire.version + 1)],
    ])
  func guestRefuses(_ messages: [ShareMessage]) throws {
    var guest = ShareConversation(hearing: .host)
    for message in messages.dropLast() { try guest.accept(message) }
    #expect(throws: ShareProtocolError.self) { try guest.accept(messages.last!) }
  }
}

@Suite("What each keyboard's seat may do in a shared game")
struct SeatConfinementTests {
  static let shared = EmulatorState(pattern: SharedSplitPattern.id)

  @Test("the host's arrows, Enter and Delete are the first seat's; the second seat's Leave is not")
  func host() {
    #expect(SeatConfinement.hostKey(.up, in: Self.shared) == .key(.character("w")))
    #expect(SeatConfinement.hostKey(.enter, in: Self.shared) == .key(.space))
    #expect(SeatConfinement.hostKey(.delete, in: Self.shared) == .key(.character("x")))
    #expect(SeatConfinement.hostKey(.backspace, in: Self.shared) == nil)
    #expect(SeatConfinement.hostKey(.function(2), in: Self.shared) == .key(.function(2)))
    // Off the two-player screen the arrows are arrows.
    #expect(SeatConfinement.hostKey(.up, in: EmulatorState()) == .key(.up))
  }

  @Test("the guest's W A S D, Space and X are the second seat's")
  func guestMoves() {
    #expect(SeatConfinement.guestKey(.character("w"), in: Self.shared) == .key(.up))
    #expect(SeatConfinement.guestKey(.character("A"), in: Self.shared) == .key(.left))
    #expect(SeatConfinement.guestKey(.space, in: Self.shared) == .key(.enter))
    #expect(SeatConfinement.guestKey(.down, in: Self.shared) == .key(.down))
    #expect(SeatConfinement.guestKey(.character("q"), in: Self.shared) == .key(.character("q")))
    #expect(SeatConfinement.guestKey(.backspace, in: Self.shared) == .key(.backspace))
  }

  @Test(
    "the guest's other keys do nothing",
    arguments: [
      Key.function(2), .function(9), .function(10), .function(1), .character("1"),
      .character("4"), .control("p"), .control("y"), .control("c"), .character("f"),
      .character("v"), .character("?"), .escape, .tab, .paste("F10", dropped: 0),
    ])
  func guestRefused(_ key: Key) {
    #expect(SeatConfinement.guestKey(key, in: Self.shared) == nil)
  }

  @Test("off the two-player screen, or under the help, the guest's keys do nothing")
  func elsewhere() {
    #expect(SeatConfinement.guestKey(.up, in: EmulatorState()) == nil)
    var help = Self.shared
    help.showsHelp = true
    #expect(SeatConfinement.guestKey(.up, in: help) == nil)
  }

  @Test("a click of the guest's in the first seat's half does nothing")
  func taps() {
    let state = Self.shared
    let nodes = state.tree.shownWindowNodes
    let first = nodes.first { $0.id.hasPrefix("first.") && $0.children.isEmpty }!
    let second = nodes.first { $0.id.hasPrefix("second.") && $0.children.isEmpty }!
    let centre = { (rect: Rect) in Point(x: rect.midX, y: rect.midY) }
    #expect(SeatConfinement.guestTap(centre(first.frame), in: state) == nil)
    #expect(SeatConfinement.guestTap(centre(second.frame), in: state) != nil)
  }
}

@Suite("The guest's view of the host's state")
struct ShareViewTests {
  @Test("the view carries the pose, the pattern and its model; the guest keeps its own terminal")
  func roundTrip() throws {
    var host = EmulatorState(pose: .open, pattern: SharedSplitPattern.id)
    host = reduce(host, .key(.space), at: 1)
    host = reduce(host, .key(.character("d")), at: 2)
    let guest = EmulatorState(viewport: .standard)
    let shown = try ShareView.decode(ShareView.encode(host), into: guest)
    #expect(shown.pose == .open)
    #expect(shown.pattern == SharedSplitPattern.id)
    #expect(shown.models.shared == host.models.shared)
    #expect(shown.now == host.now)
    #expect(shown.viewport == guest.viewport)
  }

  @Test("a view of the two-player screen is small: 1.1 KB at its menu")
  func size() {
    let bytes = ShareView.encode(EmulatorState(pattern: SharedSplitPattern.id))
    #expect(bytes.count < 4096, "\(bytes.count) bytes")
  }

  @Test(
    "bytes that are not a view are an error",
    arguments: [[], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 123], Array("{}".utf8)]
      as [[UInt8]])
  func bad(_ bytes: [UInt8]) {
    #expect(throws: ShareProtocolError.self) { try ShareView.decode(bytes, into: EmulatorState()) }
  }
}
