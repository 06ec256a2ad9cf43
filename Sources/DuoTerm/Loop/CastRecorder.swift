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
/// Writing never blocks either thread: the file is non-blocking, lines a slow
/// reader has not taken wait in a bounded buffer, and a full disk or a reader
/// that stopped stops the recording (`failure` says why) while the session goes
/// on — a stalled FIFO once froze the whole front, F10 and SIGTERM included.
///
/// ```swift
/// let recorder = try CastRecorder(
///   path: "demo.cast", size: (80, 24), title: "duoterm", timestamp: time(nil), clock: now)
/// recorder.output(bytes)
/// recorder.marker("book")
/// recorder.failure  // nil, or "demo.cast: No space left on device"
/// ```
final class CastRecorder {
  private let descriptor: Int32
  private let start: Double
  private var lock = pthread_mutex_t()
  /// Bytes of a UTF-8 character a chunk cut in two, kept for the next chunk.
  private var pending: [UInt8] = []
  private var clock: () -> Double

  /// Bytes a stalled reader may leave waiting before the recording stops: a few
  /// seconds of glides at 200×50. Basis: design (a reader that keeps up never
  /// gets near it; one that stopped must not grow the process without end).
  static let waitingLimit = 1 << 20

  /// Why recording stopped (a full disk, a reader that stopped reading), once it
  /// has: the session goes on, unrecorded. Read from any thread.
  var failure: String? {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return stopped
  }
  private var stopped: String? = nil
  /// Called once when recording stops, under the recorder's lock and from
  /// whichever thread wrote last: it may only wake the loop (`SignalPipe.wake`).
  var onStop: (() -> Void)? = nil
  /// Lines not yet taken by the file (a FIFO whose reader is slow), oldest first.
  private var waiting: [UInt8] = []
  private let path: String

  /// Opens the recording at `path` (a regular file is truncated; check first that
  /// it may be: `OutputTarget`) and writes its header. Writes never block: a FIFO
  /// with no reader fails here, and one whose reader stops later stops the
  /// recording, not the session.
  init(
    path: String, size: (columns: Int, rows: Int), title: String, timestamp: Int,
    clock: @escaping () -> Double
  ) throws(AtomicFile.Failure) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o644)
    guard descriptor >= 0 else {
      if errno == ENXIO {
        throw AtomicFile.Failure(
          "cannot write the recording \(path): nothing is reading that FIFO; start its reader first"
        )
      }
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
    guard stopped == nil else { return }
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
    locked { event("r", "\(columns)x\(rows)") }
  }

  /// A marker a player lists: a pose or a pattern the session changed to.
  func marker(_ label: String) {
    locked { event("m", label) }
  }

  private func event(_ kind: String, _ text: String) {
    // Microseconds, as asciinema writes them.
    let seconds = (max(0, clock() - start) * 1_000_000).rounded() / 1_000_000
    let time = JSONNumber(seconds).map { JSONValue(.number($0)) } ?? 0
    line(JSONWriter().write([time, JSONValue(.string(kind)), JSONValue(.string(text))]))
  }

  /// Gives what is still waiting up to `seconds` to be taken (at the end of a
  /// session), then closes the file. Waiting lines that cannot be written are lost
  /// with a notice, never waited on for ever.
  func finish(within seconds: Double = 1) {
    pthread_mutex_lock(&lock)
    var left = Int(seconds * 1000)
    while stopped == nil, !waiting.isEmpty, left > 0 {
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, 50)
      left -= 50
      flush()
    }
    if stopped == nil, !waiting.isEmpty {
      stopped = "\(path): its reader stopped reading; the last \(waiting.count) bytes are not in it"
    }
    pthread_mutex_unlock(&lock)
  }

  private func locked(_ body: () -> Void) {
    pthread_mutex_lock(&lock)
    if stopped == nil { body() }
    pthread_mutex_unlock(&lock)
  }

  /// Queues a line and writes what the file takes now; never blocks.
  private func line(_ text: String) {
    guard stopped == nil else { return }
    waiting += Array((text + "\n").utf8)
    flush()
    if stopped == nil, waiting.count > Self.waitingLimit {
      stop("its reader stopped reading (\(waiting.count / 1024) KB waiting)")
    }
  }

  private func flush() {
    var offset = 0
    while offset < waiting.count {
      let written = waiting.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN { break }
        return stop(AtomicFile.describe(errno))
      }
      offset += written
    }
    waiting.removeFirst(offset)
  }

  private func stop(_ reason: String) {
    stopped = "\(path): \(reason)"
    waiting = []
    pending = []
    onStop?()
  }
}
