import TestSupport
import Testing

/// Every end-to-end suite is nested here, so they run one at a time. Each starts
/// real `duoterm` processes in tmux and waits on the screen; run side by side on a
/// two-core machine they starve one another past their timeouts. One at a time,
/// on threads of their own (`OwnThreads`), they run beside the unit tests rather
/// than after them.
@Suite(.serialized, .ownThreads) enum EndToEnd {}

/// End-to-end tests that spend their time waiting in real time (a tour playing
/// out at its own pace, its waits and glides), not computing: they run beside
/// the serialized ones rather than adding their half a minute to that line.
@Suite(.ownThreads) enum EndToEndBeside {}

/// Runs a suite, its tests and the suites inside it on `ThreadExecutor.endToEnd`.
struct OwnThreads: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  /// The suite itself too (by default only each test case is scoped), so its
  /// tests are started from those threads, not queued behind the unit tests.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> OwnThreads? { self }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(ThreadExecutor.endToEnd) {
      try await function()
    }
  }
}

extension Trait where Self == OwnThreads {
  /// The tests run on threads of their own, not on the pool the unit tests share.
  static var ownThreads: Self { OwnThreads() }
}
