import Foundation
import Glibc
import Testing

@testable import DuoLayoutCore
@testable import DuoTerm

/// The host's end of a shared game, in process, against fake guests on its real
/// socket: it never blocks on a guest, drops one that stops reading, and tells a
/// second guest the seat is taken.
@Suite("The host of a shared game")
struct ShareHostTests {
  final class Place {
    let folder: String
    init() {
      var template = Array("/tmp/duoterm-share-test-XXXXXX".utf8CString)
      folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }
    deinit { try? FileManager.default.removeItem(atPath: folder) }
    var path: String { folder + "/s" }
  }

  /// Every watched descriptor as if poll said it was ready: the sockets are
  /// non-blocking, so a read or write that is not ready only says EAGAIN.
  static func service(_ host: ShareHost) -> [ShareHost.Input] {
    host.service(host.watches.map { pollfd(fd: $0.fd, events: $0.events, revents: $0.events) })
  }

  static func hello(_ fd: Int32) {
    let frame = ShareWire.frame(.hello(version: ShareWire.version))
    _ = frame.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  @Test("a guest that stops reading is dropped, and publishing never waits for it")
  func stalledGuestIsDropped() throws {
    let place = Place()
    let host = try ShareHost(path: place.path)
    defer { host.close(reason: "done") }
    let fd = try #require(ShareSocket.connect(to: place.path))
    defer { close(fd) }
    Self.hello(fd)
    var heard: [ShareHost.Input] = []
    for _ in 0..<20 where !heard.contains(.joined) { heard += Self.service(host) }
    #expect(heard.contains(.joined))
    var state = EmulatorState(pattern: SharedSplitPattern.id)
    var views = 0
    // Each view differs from the last; the guest reads none of them.
    while views < 10_000, !heard.contains(where: { if case .left = $0 { true } else { false } }) {
      state.device.hingeAngle = Double(views % 180)
      host.publish(state, inputs: &heard)
      heard += Self.service(host)
      views += 1
    }
    let left = heard.compactMap { if case .left(let why) = $0 { why } else { nil } }
    #expect(left.first?.contains("stopped reading") == true, "\(heard.suffix(3)), \(views) views")
    #expect(!host.hasGuest)
  }

  @Test("a second guest is told the seat is taken; the first keeps it")
  func secondGuestIsRefused() throws {
    let place = Place()
    let host = try ShareHost(path: place.path)
    defer { host.close(reason: "done") }
    let first = try #require(ShareSocket.connect(to: place.path))
    defer { close(first) }
    Self.hello(first)
    _ = Self.service(host)
    let second = try #require(ShareSocket.connect(to: place.path))
    defer { close(second) }
    Self.hello(second)
    _ = Self.service(host)
    var reader = ShareWire.Reader(limit: ShareWire.hostToGuest)
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { recv(second, $0.baseAddress, $0.count, 0) }
    #expect(count > 0)
    reader.append(buffer.prefix(max(0, count)))
    let answer = try reader.next()
    #expect(answer == .refused("the second seat is taken: one guest at a time"))
    #expect(host.hasGuest)
  }
}
