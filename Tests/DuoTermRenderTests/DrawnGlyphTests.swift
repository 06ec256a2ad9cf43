import DuoData
import Foundation
import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// Every glyph DuoTerm draws has the same width in every terminal: each cell of
/// every frame the audit sweeps (every pattern and example screen, every built-in
/// device and pose, 200 × 50 and 80 × 24, iPhone Duo in every environment, with
/// and without the region overlay) is printable ASCII, on `DrawnGlyphs`, or a
/// glyph of the sample content or a screen file (drawn as it is).
@Suite("Drawn glyphs")
struct DrawnGlyphTests {
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  /// The glyphs content brings: the built-in sample content and the example
  /// screens.
  static let contentGlyphs: Set<Character> = {
    var glyphs = Set<Character>()
    for path in BundledFiles.paths(in: "Content") {
      glyphs.formUnion(BundledFiles.text(path) ?? "")
    }
    for name in ExampleScreensTests.names {
      glyphs.formUnion(
        (try? String(contentsOfFile: "\(ExampleScreensTests.folder)/\(name)", encoding: .utf8))
          ?? "")
    }
    return glyphs
  }()

  /// The glyphs of `grid` that are neither ASCII, drawn by DuoTerm, nor content.
  static func strangers(_ grid: CellGrid) -> Set<Character> {
    var found = Set<Character>()
    for y in 0..<grid.height {
      for x in 0..<grid.width {
        let glyph = grid[x, y].character
        if glyph.isASCII || DrawnGlyphs.all.contains(glyph) || contentGlyphs.contains(glyph) {
          continue
        }
        found.insert(glyph)
      }
    }
    return found
  }

  /// The strangers of every frame of `subject` on `profile`, named by frame.
  static func check(
    profile: DeviceProfile, options: EnvironmentOptions = EnvironmentOptions(),
    overlay: Bool = false, screen: ScreenFile? = nil
  ) -> [String] {
    var failures: [String] = []
    let registry = screen == nil ? PatternRegistry.standard : .withScreen
    let patterns = screen == nil ? PatternRegistry.standard.ids : [.screen]
    for pattern in patterns {
      let entry = registry[pattern]
      for auditScreen in screen?.auditScreens(or: entry.auditScreens) ?? entry.auditScreens {
        for size in sizes {
          for pose in profile.supportedPoses {
            var state = auditScreen.state(
              pose: pose, terminal: size, pattern: pattern, registry: registry, profile: profile,
              options: options, screen: screen)
            state.showsRegionOverlay = overlay
            let found = strangers(Scene.render(state))
            if !found.isEmpty {
              failures.append(
                "\(profile.id) \(pattern.argument) \(auditScreen.name) \(pose.argument) "
                  + "\(size.argument) \(options.words): \(String(found.sorted()))")
            }
          }
        }
      }
    }
    return Array(failures.prefix(5))
  }

  @Test("every glyph on the list is one column wide in every terminal")
  func listIsSettled() {
    for glyph in DrawnGlyphs.all {
      #expect(DrawnGlyphs.isSettled(glyph), "\(glyph)")
      #expect(TerminalWidth.of(glyph) == 1, "\(glyph)")
      #expect(!glyph.isASCII, "\(glyph)")
    }
    #expect(!DrawnGlyphs.isSettled("☰"))
    #expect(!DrawnGlyphs.isSettled("⌚"))
  }

  @Test("every frame of every built-in device draws only listed glyphs")
  func everyDevice() throws {
    for profile in DeviceRegistry.standard.profiles {
      #expect(Self.check(profile: profile) == [])
    }
  }

  @Test("iPhone Duo in every environment and with the region overlay draws only listed glyphs")
  func everyEnvironment() {
    for options in EveryEnvironment.options {
      #expect(Self.check(profile: .iPhoneDuo, options: options) == [])
    }
    #expect(Self.check(profile: .iPhoneDuo, overlay: true) == [])
  }

  @Test(
    "every example screen draws only listed glyphs besides its own text",
    arguments: ExampleScreensTests.names)
  func exampleScreens(name: String) throws {
    let screen = try ExampleScreensTests.screen(name)
    #expect(Self.check(profile: .iPhoneDuo, screen: screen) == [])
  }

  @Test("the recipe's ingredients item no longer draws ☰, whose width moved in Unicode 16")
  func noTrigram() {
    #expect(Self.check(profile: .iPhoneDuo).isEmpty)
    let state = EmulatorState(
      profile: .iPhoneDuo, pose: .open, terminal: .standard, pattern: .supportingPane)
    let text = Scene.render(state).text
    #expect(!text.contains("☰"))
    #expect(text.contains("≡"))
  }
}
