import Glibc

/// Seconds on a clock that never jumps: the bench's stopwatch.
enum MonotonicClock {
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
