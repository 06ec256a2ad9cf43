/// `duoterm bench-echo` (hidden): the minimal ncurses echo program the latency
/// benchmark compares against.
enum BenchEchoCommand {
  static let spec = CommandSpec(
    "bench-echo",
    summary: "the minimal ncurses echo program the latency benchmark compares against",
    options: [], description: "Echoes each key; the benchmark's baseline, not for people.",
    isHidden: true, run: { _ in CursesTerminal.runEcho() })
}
