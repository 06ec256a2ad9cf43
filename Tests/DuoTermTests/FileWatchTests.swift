import DuoLayoutCore
import Foundation
import Glibc
import TestSupport
import Testing

@testable import DuoTerm

/// Live reload survives the screen file's folder going and coming back, as a
/// `git checkout` or `git stash` does to it.
@Suite("File watch")
struct FileWatchTests {
  let temporary: TemporaryFolder
  let folder: String
  var path: String { folder + "/chat.json" }

  init() throws {
    temporary = TemporaryFolder("duoterm-file-watch")
    folder = temporary.path + "/screens"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func save(_ text: String, to target: String? = nil) throws {
    try text.write(toFile: target ?? path, atomically: true, encoding: .utf8)
  }

  @Test("the folder removed and made again: watched again, and a save there is seen")
  func folderComesBack() throws {
    try save("one")
    let watch = try #require(FileWatch(path: path))
    _ = watch.drain()
    try FileManager.default.removeItem(atPath: folder)
    #expect(watch.drain(), "the file went with its folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try save("two")
    #expect(watch.drain(), "the new folder's file is seen")
    try save("three")
    #expect(watch.drain(), "and so is the next save in it")
  }

  @Test("the folder moved away and back, file and all: seen, and watched again")
  func folderMovedBack() throws {
    try save("one")
    let watch = try #require(FileWatch(path: path))
    let aside = temporary.path + "/aside"
    #expect(rename(folder, aside) == 0)
    #expect(watch.drain())
    #expect(rename(aside, folder) == 0)
    #expect(watch.drain(), "the folder is back with the file in it")
    try save("two")
    #expect(watch.drain())
  }

  @Test("the file moved out and back in is seen")
  func fileMovedBack() throws {
    try save("one")
    let watch = try #require(FileWatch(path: path))
    let aside = temporary.path + "/chat.json"
    #expect(rename(path, aside) == 0)
    #expect(watch.drain())
    #expect(rename(aside, path) == 0)
    #expect(watch.drain())
  }

  @Test("the screen watch says the file is missing, then shows it again once saved")
  func screenWatch() throws {
    let example = try String(
      contentsOfFile: BrokenScreenAuditTests.example("chat.json"), encoding: .utf8)
    try save(example)
    let shown = try ScreenFileReader.read(path)
    let watch = try #require(ScreenWatch(path: path, shown: shown))
    try FileManager.default.removeItem(atPath: folder)
    guard case .screenFailed = watch.event() else {
      Issue.record("no failure when the folder went")
      return
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try save(example)
    guard case .screenRead = watch.event() else {
      Issue.record("the file saved in the new folder was not read")
      return
    }
  }
}
