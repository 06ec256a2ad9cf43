import DuoLayoutCore

/// What the decoder hands the event loop.
public enum DecodedInput: Hashable, Sendable {
  /// A key pressed (or repeating while held).
  case key(Key)
  /// A key let go: only from a terminal speaking the kitty keyboard protocol.
  case release(Key)
  /// A key the terminal sent that DuoTerm has no binding for, by name (`Ctrl-Up`):
  /// the status line says so.
  case unbound(String)
  /// The terminal's answer to `CSI ? u`: it speaks the kitty keyboard protocol,
  /// with these enhancement flags on now.
  case keyboardProtocol(flags: Int)
  /// A mouse press or release (SGR reports, while the mouse is on).
  case mouse(MouseReport)
}
