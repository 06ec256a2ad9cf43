import Glibc

/// Seconds on a clock that never jumps, for the event loop. The core never reads
/// it; the loop passes the time in with each event.
enum MonotonicClock {
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
