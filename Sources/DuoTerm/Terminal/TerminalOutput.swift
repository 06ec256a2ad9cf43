import Glibc

/// The bytes DuoTerm sends the terminal itself (mode sequences: bracketed paste
/// on and off), written whole to the same place ncurses writes (the terminal, or
/// a tapped screen's pseudo-terminal), so they stay in order with the screen's.
///
/// ```swift
/// let output = TerminalOutput(descriptor: STDOUT_FILENO)
/// output.write("\u{1B}[?2004h")
/// ```
final class TerminalOutput {
  let descriptor: Int32

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Sends `text`.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { write(UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        break
      }
      offset += written
    }
  }
}
