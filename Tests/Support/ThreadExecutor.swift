import Foundation

/// Threads of their own that run the jobs of tasks that prefer them
/// (`withTaskExecutorPreference`), apart from Swift concurrency's shared pool.
///
/// The shared pool has a thread a core, and the unit tests, run side by side,
/// keep every one of them busy computing for minutes: an end-to-end test's
/// `Task.sleep` or `await` then waits for a free thread long after its time has
/// come, so the end-to-end tests, mostly waiting on a terminal, could not start
/// until the unit tests had finished. On threads of their own they run beside
/// them, sharing the cores as the kernel shares them.
///
/// ```swift
/// try await withTaskExecutorPreference(ThreadExecutor.endToEnd) { try await test() }
/// ```
public final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
  /// The end-to-end tests' threads: two, so a test's child tasks (two sessions
  /// compared) are not held behind each other's blocking calls.
  public static let endToEnd = ThreadExecutor(name: "end-to-end", threads: 2)

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  public init(name: String, threads: Int) {
    for index in 0..<threads {
      let thread = Thread { [unowned self] in self.run() }
      thread.name = "\(name) \(index + 1)"
      thread.start()
    }
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs as they come, for ever.
  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
