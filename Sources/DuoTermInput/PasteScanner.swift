/// A bracketed paste read as raw bytes, a whole read at a time, instead of a byte
/// at a time through ncurses (which makes a 1 MB paste take seconds). Pure, so it
/// can be tested and fuzzed: it turns bytes into the paste's scalars and finds the
/// end marker, `ESC [ 2 0 1 ~`, wherever reads cut it.
///
/// - Bytes that are not UTF-8 become U+FFFD, as a terminal shows them.
/// - At most `limit` scalars are handed on; the rest are only scanned for the end
///   and counted (`dropped`).
/// - A marker or a character cut by the end of a read is held until the next one,
///   or handed on by `finish()` when no more bytes come.
///
/// ```swift
/// var scanner = PasteScanner(limit: 10)
/// let part = scanner.feed(Array("hi\u{1B}[201~q".utf8))
/// part.scalars  // ["h", "i"]
/// part.rest     // Array("q".utf8): what follows the paste
/// ```
public struct PasteScanner {
  /// What a read gave.
  public struct Part: Equatable {
    /// The paste's next scalars (none past the limit).
    public var scalars: [Unicode.Scalar] = []
    /// True once the end marker has been read.
    public var ended = false
    /// The bytes after the end marker in this read: keys typed after the paste.
    public var rest: [UInt8] = []
  }

  public static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)

  /// The most scalars handed on.
  public let limit: Int
  public private(set) var handedOn = 0
  /// Scalars past the limit: counted (by their UTF-8 lead bytes), not decoded.
  public private(set) var dropped = 0
  /// Bytes from the end of the last read: the start of a marker or of a character.
  private var held: [UInt8] = []
  public private(set) var ended = false

  public init(limit: Int) {
    self.limit = limit
  }

  /// True while bytes are held back, waiting for the rest of a marker or character.
  public var isHolding: Bool { !held.isEmpty }

  /// Scans the bytes of one read.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> Part {
    var part = Part()
    guard !ended else {
      part.rest = Array(bytes)
      return part
    }
    let data = held + bytes
    held = []
    var text: [UInt8] = []
    var index = 0
    while index < data.count {
      let byte = data[index]
      if byte == 0x1B {
        let available = min(PasteScanner.endMarker.count, data.count - index)
        if data[index..<(index + available)].elementsEqual(PasteScanner.endMarker.prefix(available))
        {
          if available == PasteScanner.endMarker.count {
            ended = true
            part.ended = true
            part.rest = Array(data[(index + available)...])
            break
          }
          // A marker cut by the end of the read: wait for the rest.
          held = Array(data[index...])
          break
        }
      }
      text.append(byte)
      index += 1
    }
    if !ended && held.isEmpty {
      // Keep a character cut by the end of the read for the next one.
      let cut = PasteScanner.incompleteTail(text)
      if cut > 0 {
        held = Array(text.suffix(cut))
        text.removeLast(cut)
      }
    }
    part.scalars = take(text)
    return part
  }

  /// `scalars` of the paste as input, then how many were dropped since the
  /// last call (for the decoder, which tells the field what did not fit).
  public mutating func inputs(_ scalars: [Unicode.Scalar]) -> [RawInput] {
    defer { dropped = 0 }
    return scalars.map { .scalar($0) } + (dropped > 0 ? [.pasteDropped(dropped)] : [])
  }

  /// The held bytes as scalars: no more are coming for now.
  public mutating func finish() -> [Unicode.Scalar] {
    defer { held = [] }
    return take(held)
  }

  /// Decodes `bytes` and hands on what the limit allows.
  private mutating func take(_ bytes: [UInt8]) -> [Unicode.Scalar] {
    guard handedOn < limit else {
      dropped += bytes.count { $0 & 0xC0 != 0x80 }
      return []
    }
    var result: [Unicode.Scalar] = []
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      guard handedOn < limit else {
        dropped += 1
        continue
      }
      result.append(scalar)
      handedOn += 1
    }
    return result
  }

  /// How many bytes at the end of `bytes` start a UTF-8 character that is not
  /// complete (0 when it ends on a whole one).
  public static func incompleteTail(_ bytes: [UInt8]) -> Int {
    var count = 0
    for byte in bytes.reversed() {
      count += 1
      if byte & 0xC0 != 0x80 {
        // A lead byte: how long its character is.
        let length =
          byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return length > count ? count : 0
      }
      if count == 4 { return 0 }
    }
    return 0
  }
}
