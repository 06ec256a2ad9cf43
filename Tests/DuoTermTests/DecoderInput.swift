import DuoLayoutCore

@testable import DuoTerm
@testable import DuoTermInput

/// Input for the decoder tests, written as text.
enum DecoderInput {
  /// The scalars of `text`, as ncurses hands them over.
  static func raw(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .scalar($0) }
  }

  /// What a fresh decoder makes of one read and the pause after it.
  static func decode(_ batch: [RawInput]) -> [DecodedInput] {
    var decoder = InputDecoder()
    return decoder.decode(batch) + decoder.flush()
  }

  /// `text` typed: one character key each.
  static func keys(_ text: String) -> [DecodedInput] {
    text.map { .key($0 == " " ? .space : .character($0)) }
  }
}
