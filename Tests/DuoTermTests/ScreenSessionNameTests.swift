import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// A screen file's session is keyed by the file's full path: two files of one name
/// in two folders keep a session each, and one file named two ways (relative,
/// absolute, through `..`) keeps one.
@Suite struct ScreenSessionNameTests {
  static let text = #"{"title": "Mine", "pattern": "stack", "text": "Hello"}"#

  /// Writes `screen.json` in `app1` and `app2` of a fresh folder and gives the folder.
  func folders() throws -> TemporaryFolder {
    let root = TemporaryFolder("duoterm-session")
    for app in ["app1", "app2"] {
      let folder = root.url.appendingPathComponent(app)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.text.write(
        toFile: folder.appendingPathComponent("screen.json").path, atomically: false,
        encoding: .utf8)
    }
    return root
  }

  func name(_ path: String) throws -> String? {
    InteractiveCommand.sessionName(for: try ScreenFile.read(Self.text, file: path))
  }

  @Test func twoFilesOfOneNameInTwoFoldersKeepASessionEach() throws {
    let folder = try folders()
    let root = folder.path
    let first = try #require(try name("\(root)/app1/screen.json"))
    let second = try #require(try name("\(root)/app2/screen.json"))
    #expect(first != second)
    #expect(first.hasPrefix("screen-screen-") && second.hasPrefix("screen-screen-"))
    #expect(SessionStore.isValidName(first) && SessionStore.isValidName(second))
    #expect(
      try name("\(root)/app2/../app1/screen.json") == first, "the same file, named another way")
  }

  @Test func aLongFileNameStillGetsAValidNameWithItsPathKey() throws {
    let long = String(repeating: "checkout-", count: 10) + "app.json"
    let name = try #require(try name("/nowhere/\(long)"))
    #expect(SessionStore.isValidName(name), "\(name)")
    #expect(name.count <= 40)
    #expect(try self.name("/elsewhere/\(long)") != name)
  }
}
