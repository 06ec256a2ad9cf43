import Foundation
import TestSupport
import Testing

@testable import DuoTerm

#if canImport(Glibc)
  import Glibc
#endif

/// A recording never blocks the session: a full disk or a reader that stopped
/// stops the recording, and says why.
@Suite("Cast recorder faults")
struct CastRecorderTests {
  @Test func aFullDiskStopsTheRecording() throws {
    let recorder = try CastRecorder(
      path: "/dev/full", size: (80, 24), title: "t", timestamp: 0, clock: { 0 })
    #expect(recorder.failure?.contains("No space left on device") == true)
  }

  @Test func aReaderThatStopsReadingStopsTheRecordingWithoutBlocking() throws {
    let temporary = TemporaryFolder("duoterm-cast-test")
    try FileManager.default.createDirectory(
      atPath: temporary.path, withIntermediateDirectories: true)
    let fifo = temporary.url.appendingPathComponent("stalled").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let recorder = try CastRecorder(
      path: fifo, size: (80, 24), title: "t", timestamp: 0, clock: { 0 })
    var stops = 0
    recorder.onStop = { stops += 1 }
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
    // More than the pipe and the waiting limit hold: returns, never blocks.
    for _ in 0..<((CastRecorder.waitingLimit + (1 << 17)) / chunk.count + 1) {
      chunk.withUnsafeBytes { recorder.output($0) }
    }
    #expect(recorder.failure?.contains("reader stopped reading") == true)
    #expect(stops == 1)
  }

  @Test func aFIFOWithNoReaderIsRefusedAtOnce() throws {
    let temporary = TemporaryFolder("duoterm-cast-test")
    try FileManager.default.createDirectory(
      atPath: temporary.path, withIntermediateDirectories: true)
    let fifo = temporary.url.appendingPathComponent("nobody").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: AtomicFile.Failure.self) {
      try CastRecorder(path: fifo, size: (80, 24), title: "t", timestamp: 0, clock: { 0 })
    }
  }
}
