import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// The state folder is full (an 8 KB tmpfs). A failed save shows
  /// on the status line at once; at quit the session goes to a fallback file in
  /// TMPDIR (mode 0600) whose path is printed; the next start restores it and says
  /// so, and the fallback goes once the session's own file is written again.
  /// Mounting a tmpfs needs root: otherwise the test says it is skipped.
  @Suite("Faults: a full disk loses nothing")
  struct FaultDiskFullTests {
    @Test func aFullDiskKeepsTheDraftInAFallbackAndTheNextStartRestoresIt() async throws {
      let folder = try StateFolder()
      let mount = folder.path + "/full"
      let temporary = folder.path + "/tmp"
      try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
      let mounted = Subprocess.run("/bin/mount", ["-t", "tmpfs", "-o", "size=8k", "tmpfs", mount])
      guard mounted.status == 0 else {
        print("skipped: mounting an 8 KB tmpfs needs root (\(mounted.stderr))")
        return
      }
      defer { _ = Subprocess.run("/bin/umount", ["-l", mount]) }
      // Fill it: the folder can be made, the session cannot be written.
      try FileManager.default.createDirectory(
        atPath: mount + "/duoterm", withIntermediateDirectories: true)
      _ = Subprocess.run("/bin/dd", ["if=/dev/zero", "of=\(mount)/filler", "bs=1k", "count=64"])
      let environment: [String: String?] = [
        "XDG_STATE_HOME": mount, "XDG_CONFIG_HOME": folder.path, "TMPDIR": temporary,
      ]
      let session = try TmuxSession(
        ["--pattern", "list-detail"], width: 120, height: 36, environment: environment)
      defer { session.close() }
      try await session.waitForStart()
      session.sendKeys("Tab")
      session.tmux(["send-keys", "-t", "duo", "-l", "kept though the disk is full"])
      let failed = try await session.waitUntil("the failed save on the status line", timeout: 30) {
        Screen.words($0).contains("session not saved:")
      }
      #expect(Screen.words(failed).contains("No space left on device"), "\(failed)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      let said = Screen.words(session.capture())
      #expect(said.contains("could not be saved to"), "\(said)")
      let fallbacks = try FileManager.default.contentsOfDirectory(atPath: temporary)
        .filter { $0.hasPrefix("duoterm-session-default-") }
      let fallback = try #require(fallbacks.first, "no fallback in TMPDIR: \(said)")
      var status = stat()
      #expect(stat("\(temporary)/\(fallback)", &status) == 0)
      #expect(status.st_mode & 0o777 == 0o600, "the fallback is the person's alone")

      // Room again: the next start restores the fallback, says so, and removes it
      // once the session's own file is written.
      _ = Subprocess.run("/bin/rm", ["-f", "\(mount)/filler"])
      let next = try TmuxSession(
        ["--pattern", "list-detail"], width: 120, height: 36, environment: environment)
      defer { next.close() }
      let restored = try await next.waitUntil("the restored draft", timeout: 30) {
        Screen.words($0).contains("restored the session from")
      }
      // The status line keeps a long notice's start and end; stderr has it whole.
      #expect(Screen.words(restored).contains("restored the session"), "\(restored)")
      // It comes back as it was left: the reply field open, the text in it.
      try await next.waitUntil("the draft back", timeout: 30) {
        Screen.words($0).contains("kept though")
      }
      next.sendKeys("End", "!")
      try await next.waitFor("the fallback removed after the next save", timeout: 30) {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).isEmpty
      }
      next.sendKeys("F10")
      #expect(try await next.waitForExit(timeout: 30) == 0)
    }

    /// With HOME and every XDG folder unset there is nowhere to
    /// save; the status line says so once, rather than losing the session quietly.
    @Test func nowhereToSaveSaysSo() async throws {
      let session = try TmuxSession(
        [], width: 120, height: 36,
        environment: ["HOME": nil, "XDG_STATE_HOME": nil, "XDG_CONFIG_HOME": nil])
      defer { session.close() }
      _ = try await session.waitUntil("the warning", timeout: 30) {
        Screen.words($0).contains("this session is not saved")
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }
  }
}
