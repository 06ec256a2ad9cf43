import DuoLayoutCore
import Glibc

/// Prints `duoterm: message` on standard error, one line, with every control
/// character shown (`\e`, `\x07`): a message quotes what people hand DuoTerm (a
/// config line, a tour line, an argument), and those bytes must never reach the
/// terminal as commands (a title change, a cleared screen).
///
/// ```swift
/// printError("unknown pattern '\u{1B}]2;X\u{7}'")
/// // duoterm: unknown pattern '\e]2;X\x07'
/// ```
func printError(_ message: String) {
  let line = Array("duoterm: \(message.visible)\n".utf8)
  _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
