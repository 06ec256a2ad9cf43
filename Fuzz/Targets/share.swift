import DuoLayoutCore
import FuzzSupport

/// libFuzzer target: the share protocol as a host and a guest read it. The first
/// byte picks the side (and so the size limit and the order of messages); the
/// rest is fed to `ShareWire.Reader` in pieces whose sizes the input picks, each
/// message checked by `ShareConversation`, and a view put into a state.
///
/// Checked: no trap; a reader never holds a message past its limit; whatever
/// the reader returns frames and reads back as itself; the first error ends
/// the conversation (as it drops the guest).
func fuzzShare(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let hostSide = input.int(below: 2) == 0
  let limit = hostSide ? ShareWire.guestToHost : ShareWire.hostToGuest
  var reader = ShareWire.Reader(limit: limit)
  var conversation = ShareConversation(hearing: hostSide ? .guest : .host)
  let base = EmulatorState(pattern: SharedSplitPattern.id)
  let bytes = input.rest()
  var start = 0
  var piece = 1
  while start < bytes.count {
    let end = min(bytes.count, start + piece)
    reader.append(bytes[start..<end])
    start = end
    piece = piece % 97 + 7
    do throws(ShareProtocolError) {
      while let message = try reader.next() {
        var again = ShareWire.Reader(limit: ShareWire.hostToGuest)
        again.append(ShareWire.frame(message))
        require((try? again.next()) == message, "\(message) does not read back")
        try conversation.accept(message)
        if case .view(let view) = message { _ = try ShareView.decode(view, into: base) }
      }
    } catch {
      return 0
    }
    require(reader.pending <= limit.payload + 5 + piece, "the reader holds \(reader.pending) bytes")
  }
  return 0
}

@main
enum ShareFuzz {
  static func main() { runFuzzer { fuzzShare($0, $1) } }
}
