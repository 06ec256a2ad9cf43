import Glibc

/// Readers for the Linux `/proc` files `duoterm-bench` samples: the CPU time of a
/// process (`/proc/PID/stat`) and its memory (`/proc/PID/status`). The parsers are
/// pure, so they are tested on fixed text.
///
/// ```swift
/// ProcFiles.cpuTicks(stat: "42 (duoterm) S 1 42 42 0 -1 0 0 0 0 0 7 3 0 0 20 0 1 0")  // 10
/// ProcFiles.kilobytes("VmHWM", status: "VmHWM:\t  8120 kB\n")  // 8120
/// ```
enum ProcFiles {
  /// User plus system CPU time in clock ticks (fields 14 and 15 of
  /// `/proc/PID/stat`), or nil when the text is not a stat line. The command name
  /// (field 2) is in parentheses and may hold spaces and parentheses itself, so the
  /// fields are counted from its last `)`.
  static func cpuTicks(stat: String) -> Int? {
    guard let close = stat.lastIndex(of: ")"), stat.contains("(") else { return nil }
    // After ")": field 3 (state) is the first, so utime (14) is the 12th, stime the 13th.
    let fields = stat[stat.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\n" }
    )
    guard fields.count >= 13, let user = Int(fields[11]), let system = Int(fields[12]),
      user >= 0, system >= 0
    else { return nil }
    return user + system
  }

  /// The value of `field` (`VmHWM`, `VmRSS`) in `/proc/PID/status` text, in kB,
  /// or nil when the field is missing or not a number of kB.
  static func kilobytes(_ field: String, status: String) -> Int? {
    for line in status.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":"), line[..<colon] == field else { continue }
      let words = line[line.index(after: colon)...].split(whereSeparator: {
        $0 == " " || $0 == "\t"
      })
      guard words.count == 2, words[1] == "kB", let value = Int(words[0]), value >= 0 else {
        return nil
      }
      return value
    }
    return nil
  }

  /// The CPU ticks process `pid` has used so far, or nil when it is gone.
  static func cpuTicks(pid: pid_t) -> Int? {
    read("/proc/\(pid)/stat").flatMap { cpuTicks(stat: $0) }
  }

  /// `field` of `/proc/PID/status` (`self` for this process), in kB.
  static func kilobytes(_ field: String, pid: String = "self") -> Int? {
    read("/proc/\(pid)/status").flatMap { kilobytes(field, status: $0) }
  }

  /// Clock ticks per second (`sysconf(_SC_CLK_TCK)`), usually 100.
  static var ticksPerSecond: Int { Int(sysconf(Int32(_SC_CLK_TCK))) }

  /// A whole small file as text, or nil when it cannot be read.
  static func read(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
