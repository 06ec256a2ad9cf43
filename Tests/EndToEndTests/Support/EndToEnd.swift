import Testing

/// Every end-to-end suite is nested here, so they run one at a time. Each starts
/// real `duoterm` processes in tmux and waits on the screen; run side by side on a
/// two-core machine, beside the unit tests, they starve one another past their
/// timeouts. One at a time, each gets the machine, and the suite stays reliable.
@Suite(.serialized) enum EndToEnd {}

/// End-to-end tests that spend their time waiting in real time (a tour playing
/// out at its own pace, its waits and glides), not computing: they run beside
/// the serialized ones rather than adding their half a minute to that line.
@Suite enum EndToEndBeside {}
