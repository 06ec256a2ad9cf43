import DuoLayoutCore

@testable import DuoTerm
@testable import DuoTermInput

/// Input for the decoder tests, written as text.
enum DecoderInput {
  /// The bytes of `text`, as the terminal sends them (UTF-8).
  static func raw(_ text: String) -> [UInt8] {
    Array(text.utf8)
  }

  /// What a fresh decoder makes of one read and the pause after it.
  static func decode(_ batch: [UInt8], keys: KeyTable = KeyTable()) -> [DecodedInput] {
    var decoder = InputDecoder(keys: keys)
    return decoder.decode(batch) + decoder.flush()
  }

  /// `text` typed: one character key each.
  static func keys(_ text: String) -> [DecodedInput] {
    text.map { .key($0 == " " ? .space : .character($0)) }
  }
}
