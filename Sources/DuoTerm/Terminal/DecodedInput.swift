import DuoLayoutCore

/// What the decoder hands the event loop.
enum DecodedInput: Hashable, Sendable {
  case key(Key)
  case resize
}
