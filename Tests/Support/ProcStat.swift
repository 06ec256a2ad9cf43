import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reading `/proc`: processes, their state, their parent and the CPU time they
/// used. The one place the tests parse `/proc/PID/stat`.
///
/// ```swift
/// let before = ProcStat.process(pid)?.ticks
/// ProcStat.children(of: shell).map(\.pid)
/// ```
public enum ProcStat {
  public struct Process: Sendable {
    public var pid: pid_t
    public var name: String
    /// R, S, T (stopped), Z, …
    public var state: String
    public var parent: pid_t
    /// User plus system CPU time, in clock ticks.
    public var ticks: Int

    /// True once the process has ended and waits to be reaped (or is being).
    public var ended: Bool { state == "Z" || state == "X" }
  }

  /// The process `pid`, or nil when it is gone.
  public static func process(_ pid: pid_t) -> Process? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return nil
    }
    return parse(stat)
  }

  /// One line of `/proc/PID/stat`: the name is in parentheses and may hold spaces.
  public static func parse(_ stat: String) -> Process? {
    guard let open = stat.firstIndex(of: "("), let shut = stat.lastIndex(of: ")"),
      let pid = pid_t(stat[..<open].trimmingCharacters(in: .whitespaces))
    else { return nil }
    let fields = stat[stat.index(after: shut)...].split(separator: " ")
    // After the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt,
    // cminflt, majflt, cmajflt, utime, stime.
    guard fields.count > 12, let parent = pid_t(fields[1]), let user = Int(fields[11]),
      let system = Int(fields[12])
    else { return nil }
    return Process(
      pid: pid, name: String(stat[stat.index(after: open)..<shut]), state: String(fields[0]),
      parent: parent, ticks: user + system)
  }

  /// Every process we can read.
  public static func processes() -> [Process] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.compactMap(process)
  }

  /// The processes whose parent is `parent`.
  public static func children(of parent: pid_t) -> [Process] {
    processes().filter { $0.parent == parent }
  }

  /// Waits until process `pid` has ended (gone, or a zombie), at most `timeout`
  /// seconds; returns false when it still runs then.
  @discardableResult
  public static func waitForEnd(of pid: pid_t, timeout: Double) -> Bool {
    let deadline = monotonicNow() + timeout
    while let running = process(pid), !running.ended {
      guard monotonicNow() < deadline else { return false }
      usleep(10_000)
    }
    return true
  }

  /// The context switches (voluntary and not) process `pid` has made: each is
  /// one time it stopped running, so an idle process blocked on its input makes
  /// none. From `/proc/PID/status`; nil when it is gone.
  public static func contextSwitches(_ pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return nil }
    var total = 0
    var found = false
    for line in status.split(separator: "\n")
    where line.hasPrefix("voluntary_ctxt_switches:")
      || line.hasPrefix("nonvoluntary_ctxt_switches:")
    {
      guard
        let value = line.split(separator: ":").last.flatMap({
          Int($0.trimmingCharacters(in: .whitespaces))
        })
      else { continue }
      total += value
      found = true
    }
    return found ? total : nil
  }

  /// Waits until process `pid` has gone `window` seconds without running (no
  /// context switch of its main thread, no CPU tick), checking every 100 ms, at
  /// most `timeout` seconds. Returns true once it has; false when it kept waking
  /// (a timer, a spin) or ended. Idle means idle: a program blocked on its input
  /// makes no switch at all.
  public static func waitUntilQuiet(_ pid: pid_t, for window: Double, timeout: Double) async
    -> Bool
  {
    let deadline = monotonicNow() + timeout
    guard var last = sample(pid) else { return false }
    var quietSince = monotonicNow()
    while monotonicNow() < deadline {
      try? await Task.sleep(nanoseconds: 100_000_000)
      guard let now = sample(pid) else { return false }
      if now != last {
        last = now
        quietSince = monotonicNow()
      } else if monotonicNow() - quietSince >= window {
        return true
      }
    }
    return false
  }

  /// What changes when `pid` runs: its main thread's context switches and its ticks.
  private static func sample(_ pid: pid_t) -> [Int]? {
    guard let switches = contextSwitches(pid), let ticks = process(pid)?.ticks else { return nil }
    return [switches, ticks]
  }
}
