import CNcursesw
import DuoLayoutCore
import DuoTermInput
import Glibc

/// A bracketed paste, read past ncurses. ncurses reads a byte at a time (a `poll`
/// and a `read` each), so a 1 MB paste took seconds, with the screen still and
/// Ctrl-C lost in it. Once ncurses has seen the paste start, the rest is read here
/// in big reads (`PasteScanner` finds the end marker) until the end marker, or
/// until input pauses (the decoder then ends the paste), and ncurses reads again.
extension CursesTerminal {
  /// The most bytes read in one call, so the loop still draws and sees signals.
  static let pasteReadBudget = 1 << 20

  /// A pause in a paste this long gives reading back to ncurses: shorter than the
  /// decoder's (`InputDecoder.pastePause`), so ncurses always has it back once the
  /// decoder has ended the paste.
  static let pastePause = InputDecoder.pastePause - 0.1

  /// Starts reading a paste whose start marker ncurses has just read. Returns true
  /// while the paste goes on.
  func startPaste(into result: inout [RawInput]) -> Bool {
    pasteScanner = PasteScanner(limit: InputDecoder.pasteLimit)
    lastPasteRead = MonotonicClock.now()
    return continuePaste(into: &result)
  }

  /// Reads the paste under way while its bytes come. Returns true while it goes
  /// on; false once its end marker has been read (the keys typed after it are in
  /// `result` too) or it has paused: ncurses reads from there.
  func continuePaste(into result: inout [RawInput]) -> Bool {
    guard var scanner = pasteScanner else { return false }
    pasteScanner = nil
    if MonotonicClock.now() - lastPasteRead > CursesTerminal.pastePause {
      result += scanner.inputs(scanner.finish())
      return false
    }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var budget = CursesTerminal.pasteReadBudget
    while budget > 0 {
      // Only a marker or a character cut in two is worth a short wait, as ncurses
      // waits for the rest of an escape sequence.
      var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, scanner.isHolding ? 25 : 0)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else {
        result += scanner.inputs(scanner.finish())
        break
      }
      let count = read(STDIN_FILENO, &buffer, min(buffer.count, budget))
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count > 0 else {
        // Hung up: nothing more comes; the loop finds out.
        result += scanner.inputs(scanner.finish())
        return false
      }
      budget -= count
      lastPasteRead = MonotonicClock.now()
      let part = scanner.feed(buffer[0..<count])
      result += scanner.inputs(part.scalars)
      if part.ended {
        result.append(.pasteEnd)
        return inputs(after: completed(part.rest), into: &result)
      }
    }
    pasteScanner = scanner
    return true
  }

  /// Turns bytes read after a paste into input: ncurses never saw them, so its own
  /// table of key sequences (`key_defined`) names the keys; the rest is text. A
  /// paste starting again in them is read on as a paste. Returns true while a
  /// paste goes on.
  private func inputs(after bytes: [UInt8], into result: inout [RawInput]) -> Bool {
    var text: [UInt8] = []
    func flushText() {
      result += String(decoding: text, as: UTF8.self).unicodeScalars.map { .scalar($0) }
      text = []
    }
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, let (code, length) = definedKey(bytes, at: index) else {
        text.append(bytes[index])
        index += 1
        continue
      }
      flushText()
      index += length
      if code == KEY_MOUSE {
        result += mouseReportStart
      } else if let raw = rawInput(keyCode: code) {
        result.append(raw)
        if raw == .pasteStart {
          pasteScanner = PasteScanner(limit: InputDecoder.pasteLimit)
          var scanner = pasteScanner!
          let part = scanner.feed(bytes[index...])
          pasteScanner = scanner
          result += scanner.inputs(part.scalars)
          guard part.ended else { return true }
          pasteScanner = nil
          result.append(.pasteEnd)
          return inputs(after: part.rest, into: &result)
        }
      }
    }
    flushText()
    return false
  }

  /// `bytes` with the rest of a key or character they end in the middle of, when
  /// it comes within 25 ms (as ncurses waits for the rest of an escape sequence).
  private func completed(_ bytes: [UInt8]) -> [UInt8] {
    let lastEscape = bytes.lastIndex(of: 0x1B)
    let cutKey =
      lastEscape.map { start in
        let code = (Array(bytes[start...]) + [0]).withUnsafeBufferPointer {
          $0.withMemoryRebound(to: CChar.self) { key_defined($0.baseAddress!) }
        }
        return code == -1
      } ?? false
    guard cutKey || PasteScanner.incompleteTail(bytes) > 0 else { return bytes }
    var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 25) > 0 else { return bytes }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    return count > 0 ? bytes + buffer[0..<count] : bytes
  }

  /// The key sequence ncurses knows that starts at `start`, as ncurses itself
  /// would read it (the first one complete): its key code and length.
  private func definedKey(_ bytes: [UInt8], at start: Int) -> (Int32, Int)? {
    var end = start + 2
    while end <= min(bytes.count, start + 32) {
      // key_defined: the code of a defined key, -1 for the start of one, 0 else.
      let code = (Array(bytes[start..<end]) + [0]).withUnsafeBufferPointer {
        $0.withMemoryRebound(to: CChar.self) { key_defined($0.baseAddress!) }
      }
      if code > 0 { return (code, end - start) }
      if code == 0 { return nil }
      end += 1
    }
    return nil
  }
}
