/// `duoterm bench-echo` (hidden): the minimal ncurses echo program the latency
/// benchmark compares against.
enum BenchEchoCommand {
  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    _ = try Arguments(words, command: "bench-echo", valued: [], flags: [])
    return CursesTerminal.runEcho()
  }
}
