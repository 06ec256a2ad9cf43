import DuoLayoutCore
import Foundation
import TestSupport
import Testing

/// Only the core writes `EmulatorState`: the front (`duoterm`) and the renderer
/// read it, start it from a `Launch` and change it by events through `update`.
/// Checked as the compiler checks the front: a file that imports the built
/// `DuoLayoutCore` (not `@testable`) and assigns each of the state's stored
/// properties, found by reflection so a new one is covered too, plus the settable
/// computed ones, and starts or ends a tour in place, is type-checked with
/// `swiftc`; every assignment and call must be refused.
/// A file that only reads them must type-check, so a refusal is not a missing
/// module.
@Suite("EmulatorState: written only by the core")
struct StateAccessTests {
  /// The state's properties a caller could think to assign: every stored one (but
  /// the frame it keeps, which the front cannot even see: it reads `frame`), and
  /// the computed ones with a setter.
  static var properties: [String] {
    let stored = Mirror(reflecting: EmulatorState()).children.compactMap(\.label)
      .filter { $0 != "memo" }
    return stored + ["settings", "layoutDirection", "textSize", "splitView"]
  }

  /// Type-checks `source` against the modules this test binary was built with:
  /// the exit status and what the compiler said.
  static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
    let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let modules = URL(fileURLWithPath: exe).deletingLastPathComponent()
      .appendingPathComponent("Modules")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-access-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Front.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    // The tests' one subprocess helper; a generous deadline, not a time asserted
    // (a compiler on a busy machine is slow, and the wait had no deadline before).
    let result = Subprocess.run(
      "swiftc",
      [
        "-typecheck", "-I", modules.path, "-module-cache-path",
        folder.appendingPathComponent("cache").path, file.path,
      ], timeout: 600)
    return (result.status, result.stdout + result.stderr)
  }

  @Test("a file outside the core cannot assign any of the state's properties")
  func assignmentsAreRefused() throws {
    let names = Self.properties
    #expect(names.count >= 25, "reflection found only \(names)")
    let reads = names.map { "  _ = state.\($0)" }.joined(separator: "\n")
    let reading = try Self.typecheck(
      "import DuoLayoutCore\nfunc read(_ state: EmulatorState, _ tour: DemoScript) {\n\(reads)\n"
        + "  _ = state.playingTour(tour, at: 0)\n}\n")
    try #require(reading.status == 0, "reading the state did not type-check:\n\(reading.output)")

    let writes = names.map { "  state.\($0) = other.\($0)" }.joined(separator: "\n")
    let writing = try Self.typecheck(
      "import DuoLayoutCore\n"
        + "func write(_ state: inout EmulatorState, _ other: EmulatorState, _ tour: DemoScript) {\n"
        + writes + "\n  state.startTour(tour, at: 0)\n  state.endTour()\n}\n")
    #expect(writing.status != 0)
    // Nor start or end a tour in place: `playingTour` gives a new state.
    for method in ["startTour", "endTour"] {
      #expect(
        writing.output.contains("'\(method)' is inaccessible due to 'internal' protection level"),
        "the front can call EmulatorState.\(method)")
    }
    for name in names {
      #expect(
        writing.output.contains("cannot assign to property: '\(name)' setter is inaccessible"),
        "the front can assign EmulatorState.\(name)")
    }
  }
}
