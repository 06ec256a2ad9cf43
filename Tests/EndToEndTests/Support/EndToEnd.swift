import Testing

/// Every end-to-end suite is nested here, so they run one at a time. Each starts
/// real `duoterm` processes in tmux and waits on the screen; run side by side on a
/// two-core machine, beside the unit tests, they starve one another past their
/// timeouts. One at a time, each gets the machine, and the suite stays reliable.
@Suite(.serialized) enum EndToEnd {}
