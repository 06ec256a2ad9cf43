import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension TmuxSession {
  /// Sends `keys` (tmux key names, in one `send-keys`), then captures the pane
  /// every `interval` seconds (as fast as tmux answers, at most) for `duration`
  /// seconds, to see the frames of an animation.
  ///
  /// The loop runs on a thread of its own: on the few threads Swift concurrency
  /// shares between the tests, a capture would wait behind other tests' blocking
  /// calls and miss frames. One window runs at a time, so windows do not slow
  /// each other down.
  func captures(after keys: [String], for duration: Double, every interval: Double = 0.015)
    async -> [String]
  {
    await CaptureWindows.shared.acquire()
    let socket = self.socket
    let frames = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let thread = Thread {
        if !keys.isEmpty { TmuxSession.tmux(socket: socket, ["send-keys", "-t", "duo"] + keys) }
        var frames: [String] = []
        let deadline = monotonicNow() + duration
        while monotonicNow() < deadline {
          let started = monotonicNow()
          frames.append(
            TmuxSession.tmux(socket: socket, ["capture-pane", "-p", "-t", "duo"]).stdout)
          let rest = interval - (monotonicNow() - started)
          if rest > 0 { usleep(UInt32(rest * 1_000_000)) }
        }
        done.resume(returning: frames)
      }
      thread.start()
    }
    await CaptureWindows.shared.release()
    return frames
  }

  /// Waits until `condition` holds on a settled screen (the same in two captures
  /// in a row); returns that screen, or, after `timeout`, the last capture, so the
  /// caller's expectations name what is wrong rather than a timeout.
  func settledScreen(
    _ what: String, timeout: Double = 6, _ condition: (String) -> Bool
  ) async -> String {
    let screen = try? await waitUntil(what, timeout: timeout, settled: true, condition)
    return screen ?? capture()
  }
}

/// Lets one capture window run at a time.
actor CaptureWindows {
  static let shared = CaptureWindows()
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard busy else {
      busy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      busy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
