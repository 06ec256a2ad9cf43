import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `Examples/ci/`: the GitHub Actions and GitLab files' audit commands, run by
  /// `Examples/ci/check` as each CI would (a baseline written, two shards that pass
  /// against it and add up to the whole, SARIF valid against the OASIS schema, a
  /// new broken control failing).
  @Suite("The CI examples")
  struct CIExampleTests {
    @Test func theCheckScriptRunsTheExamplesCommandsAndPasses() throws {
      let result = Subprocess.run(
        "/bin/bash", [Repository.path("Examples/ci/check"), try DuotermBinary.path()])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdoutLines.last == "check: passed", "\(result)")
      #expect(result.stdout.contains("the shards add up to the whole audit"))
    }
  }
}
