import DuoLayoutCore
import Glibc

/// A recording of a session in asciicast v2, the format asciinema plays: a header
/// line (version, width, height, timestamp, title), then one JSON array a line —
/// `[seconds, "o", text]` for what was written to the terminal (exactly its bytes,
/// from the screen's tap), `[seconds, "r", "COLSxROWS"]` for a resize, `[seconds,
/// "m", label]` for a marker (each pose and pattern change, so a player's marker
/// list jumps to "book"). Each line is written as it happens, so a crash keeps
/// what came before it. The tap calls from the relay thread and markers come from
/// the loop: a lock keeps lines whole and in order.
///
/// ```swift
/// let recorder = try CastRecorder(path: "demo.cast", size: terminal.size, title: "duoterm", at: now)
/// recorder.output(bytes, at: now)
/// recorder.marker("book", at: now)
/// ```
final class CastRecorder {
  private let descriptor: Int32
  private let start: Double
  private var lock = pthread_mutex_t()
  /// Bytes of a UTF-8 character a chunk cut in two, kept for the next chunk.
  private var pending: [UInt8] = []
  private var clock: () -> Double

  /// Creates (or truncates) the recording at `path` and writes its header.
  init(
    path: String, size: (columns: Int, rows: Int), title: String, timestamp: Int,
    clock: @escaping () -> Double
  ) throws(AtomicFile.Failure) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure("cannot write the recording \(path) (\(AtomicFile.describe(errno)))")
    }
    self.clock = clock
    start = clock()
    pthread_mutex_init(&lock, nil)
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    let header: JSONValue = [
      "version": 2, "width": JSONValue(.number(JSONNumber(size.columns))),
      "height": JSONValue(.number(JSONNumber(size.rows))),
      "timestamp": JSONValue(.number(JSONNumber(timestamp))), "title": JSONValue(.string(title)),
      "env": ["TERM": JSONValue(.string(term))],
    ]
    line(JSONWriter().write(header))
  }

  deinit { close(descriptor) }

  /// What was written to the terminal, as it reached it.
  func output(_ bytes: UnsafeRawBufferPointer) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    var data = pending + bytes
    // Keep an unfinished UTF-8 character for the next chunk: an event is text.
    var cut = data.count
    var back = 0
    while back < 3, cut - back - 1 >= 0, data[cut - back - 1] & 0xC0 == 0x80 { back += 1 }
    if cut - back - 1 >= 0 {
      let lead = data[cut - back - 1]
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      if length > back + 1 { cut -= back + 1 }
    }
    pending = Array(data[cut...])
    data.removeSubrange(cut...)
    guard !data.isEmpty else { return }
    event("o", String(decoding: data, as: UTF8.self))
  }

  /// The terminal became `columns` × `rows`.
  func resize(columns: Int, rows: Int) {
    pthread_mutex_lock(&lock)
    event("r", "\(columns)x\(rows)")
    pthread_mutex_unlock(&lock)
  }

  /// A marker a player lists: a pose or a pattern the session changed to.
  func marker(_ label: String) {
    pthread_mutex_lock(&lock)
    event("m", label)
    pthread_mutex_unlock(&lock)
  }

  private func event(_ kind: String, _ text: String) {
    // Microseconds, as asciinema writes them.
    let seconds = (max(0, clock() - start) * 1_000_000).rounded() / 1_000_000
    let time = JSONNumber(seconds).map { JSONValue(.number($0)) } ?? 0
    line(JSONWriter().write([time, JSONValue(.string(kind)), JSONValue(.string(text))]))
  }

  private func line(_ text: String) {
    var bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
