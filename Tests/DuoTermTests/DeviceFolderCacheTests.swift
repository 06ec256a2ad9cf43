import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// Ctrl-Y read every profile file again at each press (0.46 s a press with one
/// 985 KB profile): now a file is read once, and again only when it changed.
@Suite("Device folder cache")
struct DeviceFolderCacheTests {
  let temporary: TemporaryFolder
  var folder: String { temporary.path + "/duoterm/devices" }
  var environment: [String: String] { ["XDG_CONFIG_HOME": temporary.path, "HOME": temporary.path] }

  init() throws {
    temporary = TemporaryFolder("duoterm-device-cache")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  static let fixture = BrokenScreenAuditTests.root + "/Tests/Fixtures/devices/test-fold.json"

  @Test("pressed many times, each file is read once; a change, a new file is read again")
  func readsOnce() throws {
    let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    try text.write(toFile: folder + "/mine.json", atomically: true, encoding: .utf8)
    let cache = DeviceFolderCache(environment: environment)
    let first = cache.registry().names
    for _ in 0..<50 { #expect(cache.registry().names == first) }
    #expect(cache.reads == 1)
    #expect(first.count == DeviceRegistry.standard.names.count + 1)

    try (text + "\n").write(toFile: folder + "/mine.json", atomically: true, encoding: .utf8)
    _ = cache.registry()
    #expect(cache.reads == 2, "a saved file is read again")
    try "{".write(toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
    #expect(cache.registry().names == first, "a broken file adds nothing")
    #expect(cache.reads == 3)
    try FileManager.default.removeItem(atPath: folder + "/mine.json")
    #expect(cache.registry().names == DeviceRegistry.standard.names)
  }
}
