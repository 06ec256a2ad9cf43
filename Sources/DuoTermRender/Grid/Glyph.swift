/// A grapheme stored as plain bytes: its UTF-8 inline when it has at most 15 bytes
/// (every letter, CJK ideograph, flag and most emoji sequences), or else the
/// number of its entry in `GlyphTable`. Plain bytes make a `Cell` a plain value:
/// a frame of 10,000 cells is copied, compared and freed as memory, with no
/// reference counting (a `Character` holds a `String`, which is counted).
///
/// Two glyphs are equal when their bytes are: the same UTF-8 (so "é" and
/// "e\u{301}", equal as `Character`s, are different glyphs).
///
/// ```swift
/// Glyph("a").character     // "a"
/// Glyph("漢").utf8Count     // 3
/// Glyph("a").asciiValue    // 97
/// ```
struct Glyph: Hashable, Sendable {
  /// UTF-8 bytes 0 to 7.
  private var head: UInt64 = 0
  /// UTF-8 bytes 8 to 14, then (byte 15) the byte count, or `interned`.
  private var tail: UInt64 = 0

  /// The count byte of a glyph kept in `GlyphTable`; `head` is its entry.
  private static let interned: UInt8 = 0xFF

  init(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count <= 15 {
      withUnsafeMutableBytes(of: &self) { raw in
        var index = 0
        for byte in utf8 {
          raw[index] = byte
          index += 1
        }
        raw[15] = UInt8(index)
      }
    } else {
      head = GlyphTable.entry(for: String(character))
      withUnsafeMutableBytes(of: &tail) { $0[7] = Glyph.interned }
    }
  }

  /// The one-byte grapheme `byte` (ASCII, below 0x80).
  init(ascii byte: UInt8) {
    withUnsafeMutableBytes(of: &self) { raw in
      raw[0] = byte
      raw[15] = 1
    }
  }

  /// The one-scalar grapheme `scalar`.
  init(scalar: Unicode.Scalar) {
    let value = scalar.value
    withUnsafeMutableBytes(of: &self) { raw in
      switch value {
      case ..<0x80:
        raw[0] = UInt8(value)
        raw[15] = 1
      case ..<0x800:
        raw[0] = UInt8(0xC0 | value >> 6)
        raw[1] = UInt8(0x80 | value & 0x3F)
        raw[15] = 2
      case ..<0x10000:
        raw[0] = UInt8(0xE0 | value >> 12)
        raw[1] = UInt8(0x80 | value >> 6 & 0x3F)
        raw[2] = UInt8(0x80 | value & 0x3F)
        raw[15] = 3
      default:
        raw[0] = UInt8(0xF0 | value >> 18)
        raw[1] = UInt8(0x80 | value >> 12 & 0x3F)
        raw[2] = UInt8(0x80 | value >> 6 & 0x3F)
        raw[3] = UInt8(0x80 | value & 0x3F)
        raw[15] = 4
      }
    }
  }

  /// The grapheme.
  var character: Character {
    withUnsafeBytes(of: self) { raw in
      let count = raw[15]
      if count == Glyph.interned { return Character(GlyphTable.string(at: head)) }
      if count == 1 && raw[0] < 0x80 { return Character(Unicode.Scalar(raw[0])) }
      return Character(
        String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<Int(count)]), as: UTF8.self))
    }
  }

  /// How many bytes the grapheme has in UTF-8.
  var utf8Count: Int {
    withUnsafeBytes(of: self) { raw in
      raw[15] == Glyph.interned ? GlyphTable.string(at: head).utf8.count : Int(raw[15])
    }
  }

  /// The grapheme's one scalar, or nil when it has more than one.
  var scalar: Unicode.Scalar? {
    withUnsafeBytes(of: self) { raw in
      let count = raw[15]
      let lead = UInt32(raw[0])
      switch (count, lead) {
      case (1, ..<0x80): return Unicode.Scalar(lead)
      case (2, 0xC0..<0xE0):
        return Unicode.Scalar((lead & 0x1F) << 6 | UInt32(raw[1]) & 0x3F)
      case (3, 0xE0..<0xF0):
        return Unicode.Scalar(
          (lead & 0x0F) << 12 | (UInt32(raw[1]) & 0x3F) << 6 | UInt32(raw[2]) & 0x3F)
      case (4, 0xF0..<0xF8):
        return Unicode.Scalar(
          (lead & 0x07) << 18 | (UInt32(raw[1]) & 0x3F) << 12 | (UInt32(raw[2]) & 0x3F) << 6
            | UInt32(raw[3]) & 0x3F)
      default: return nil
      }
    }
  }

  /// Writes the grapheme's UTF-8 into `buffer` from `index`, which has room for
  /// `utf8Count` bytes; returns the index after them. What text output is made of:
  /// no `Character`, no `String` but for a grapheme kept in `GlyphTable`.
  @inline(__always)
  func copyUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
    withUnsafeBytes(of: self) { raw in
      let count = Int(raw[15])
      if count == 1 {
        buffer[index] = raw[0]
        return index + 1
      }
      if raw[15] == Glyph.interned {
        var next = index
        for byte in GlyphTable.string(at: head).utf8 {
          buffer[next] = byte
          next += 1
        }
        return next
      }
      for offset in 0..<count { buffer[index + offset] = raw[offset] }
      return index + count
    }
  }

  /// The byte of a grapheme that is one ASCII character, else nil.
  var asciiValue: UInt8? {
    withUnsafeBytes(of: self) { raw in raw[15] == 1 && raw[0] < 0x80 ? raw[0] : nil }
  }
}

extension Glyph: CustomDebugStringConvertible {
  var debugDescription: String { String(reflecting: character) }
}
