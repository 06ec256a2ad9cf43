import Glibc
import Testing

@testable import DuoTermBench

/// `ProcFiles`: the parsers behind `duoterm-bench`'s idle figure (CPU ticks from
/// `/proc/PID/stat`) and memory figure (`VmHWM`, `VmRSS` from `/proc/PID/status`).
@Suite("ProcFiles")
struct ProcFilesTests {
  /// A stat line as Linux writes it, with `name` as the command and utime 7,
  /// stime 3.
  static func stat(name: String, utime: String = "7", stime: String = "3") -> String {
    "12345 (\(name)) S 1 12345 12345 34816 12345 4194304 1200 0 0 0 \(utime) \(stime) 0 0 20 0 1 0 "
      + "987654 1234567 890 18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0\n"
  }

  @Test(
    "utime + stime, counted from the command name's last parenthesis",
    arguments: [
      (stat(name: "duoterm"), 10),
      (stat(name: "duo term"), 10),
      (stat(name: "a) S 1 2 3 (b"), 10),
      (stat(name: ")"), 10),
      (stat(name: "duoterm", utime: "0", stime: "0"), 0),
      (stat(name: "duoterm", utime: "250", stime: "1024"), 1274),
    ])
  func ticks(line: String, expected: Int) {
    #expect(ProcFiles.cpuTicks(stat: line) == expected)
  }

  @Test(
    "anything else is not a stat line",
    arguments: [
      "", "12345 duoterm S 1 2 3", "12345 (duoterm) S 1 2 3 4 5 6 7 8 9 10",
      stat(name: "duoterm", utime: "x"), stat(name: "duoterm", stime: "-3"),
      "12345 (duoterm S 1 12345 12345 34816 12345 4194304 1200 0 0 0 7 3 0 0",
    ])
  func notAStatLine(line: String) {
    #expect(ProcFiles.cpuTicks(stat: line) == nil)
  }

  static let status = """
    Name:\tduoterm
    VmPeak:\t  230716 kB
    VmHWM:\t    8120 kB
    VmRSS:\t    7904 kB
    Threads:\t1
    VmBroken:\tlots kB
    VmOdd:\t12 MB

    """

  @Test(
    "a field of /proc/PID/status in kB",
    arguments: [
      ("VmHWM", 8120 as Int?), ("VmRSS", 7904), ("VmPeak", 230716), ("VmSwap", nil),
      ("Threads", nil), ("VmBroken", nil), ("VmOdd", nil), ("VmHW", nil), ("Name", nil),
    ])
  func kilobytes(field: String, expected: Int?) {
    #expect(ProcFiles.kilobytes(field, status: ProcFilesTests.status) == expected)
  }

  @Test("this process's own files parse")
  func live() throws {
    let ticks = try #require(ProcFiles.cpuTicks(pid: getpid()))
    #expect(ticks >= 0)
    // The kernel updates VmHWM lazily: it may trail VmRSS for a moment.
    #expect(try #require(ProcFiles.kilobytes("VmHWM")) > 0)
    #expect(try #require(ProcFiles.kilobytes("VmRSS")) > 0)
    #expect(ProcFiles.ticksPerSecond > 0)
  }
}
