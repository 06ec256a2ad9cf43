import DuoLayoutCore

/// What the ncurses adapter reads, before decoding: a character, a key ncurses
/// recognised, the terminal's new size, or the edges of a bracketed paste.
public enum RawInput: Hashable, Sendable {
  case scalar(Unicode.Scalar)
  case key(Key)
  /// A key ncurses recognised that DuoTerm has no binding for, by name (`Ctrl-Up`).
  case unbound(String)
  case resize
  case pasteStart
  case pasteEnd
  /// Characters of the paste under way that were read past its limit and not kept.
  case pasteDropped(Int)
}
