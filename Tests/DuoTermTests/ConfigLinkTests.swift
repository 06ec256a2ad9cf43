import DuoLayoutCore
import Foundation
import Glibc
import TestSupport
import Testing

@testable import DuoTerm

/// A config kept in a dotfiles repository and linked into the config folder:
/// saving writes through the link, never replaces it.
@Suite("Config store: a linked config")
struct ConfigLinkTests {
  let temporary: TemporaryFolder
  let folder: String
  let dotfiles: String

  init() throws {
    temporary = TemporaryFolder("duoterm-config-link")
    folder = temporary.path + "/xdg/duoterm"
    dotfiles = temporary.path + "/dotfiles"
    for path in [folder, dotfiles] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
  }

  func mode(_ path: String) -> mode_t {
    var status = stat()
    stat(path, &status)
    return status.st_mode & 0o7777
  }

  func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  @Test(
    "saving writes the link's target in its own folder, keeps its mode, and the link stays",
    arguments: [true, false])
  func writesThrough(relative: Bool) throws {
    let target = dotfiles + "/duoterm-config"
    try "# mine\nseating = same-way\n".write(toFile: target, atomically: false, encoding: .utf8)
    chmod(target, 0o644)
    let destination = relative ? "../../dotfiles/duoterm-config" : target
    #expect(symlink(destination, folder + "/config") == 0)

    var store = ConfigStore(directory: folder)
    #expect(store.load().settings.facing == .sameWay)
    try store.save(SharedSettings(facing: .faceToFace))

    #expect(isLink(folder + "/config"), "the link is still a link")
    let text = try String(contentsOfFile: target, encoding: .utf8)
    #expect(text.contains("# mine") && text.contains("seating = face-to-face"), "\(text)")
    #expect(mode(target) == 0o644, "the target keeps its mode")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["config"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dotfiles) == ["duoterm-config"],
      "no temporary file left in the target's folder")
  }

  @Test("a regular config keeps its mode when saved")
  func keepsMode() throws {
    let path = folder + "/config"
    try "seating = same-way\n".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o640)
    try ConfigStore(directory: folder).save(SharedSettings(facing: .faceToFace))
    #expect(mode(path) == 0o640)
  }

  @Test("a link that points nowhere is reported and left as it is")
  func dangling() throws {
    let missing = dotfiles + "/gone"
    #expect(symlink(missing, folder + "/config") == 0)
    var store = ConfigStore(directory: folder)
    #expect(store.load().settings == SharedSettings())
    do {
      try store.save(SharedSettings(facing: .faceToFace))
      Issue.record("saving through a dangling link succeeded")
    } catch {
      #expect(error.description.contains("leads nowhere"), "\(error)")
      #expect(error.description.contains(missing), "\(error)")
      #expect(!error.description.contains("\n"))
    }
    #expect(isLink(folder + "/config"), "the link is not replaced")
    #expect(!FileManager.default.fileExists(atPath: missing), "nothing made at its target")
  }
}
