import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// Phones side by side: equal columns, one scale for all, the size that fits.
@Suite("Comparison")
struct ComparisonTests {
  static let profiles = Array(DeviceRegistry.standard.profiles.prefix(2))
  static let size = TerminalSize(columns: 200, rows: 45)

  @Test func everyPhoneIsDrawnAtOneScale() throws {
    let viewports = Comparison.viewports(for: Self.size, profiles: Self.profiles)
    #expect(viewports.count == 2)
    for key in viewports[0].scales.keys {
      let scales = viewports.compactMap { $0.scales[key]?.columnWidth }
      #expect(Set(scales).count <= 1, "\(key): \(scales)")
    }
    // Alone, each would take its own scale; side by side they share the coarsest.
    let alone = Self.profiles.map {
      SceneFit.viewport(for: TerminalSize(columns: 99, rows: 45), profile: $0)
    }
    let key = Viewport.Key(display: .inner, isRotated: false)
    let coarsest = alone.compactMap { $0.scales[key]?.columnWidth }.max()
    #expect(viewports[0].scales[key]?.columnWidth == coarsest)
  }

  @Test func eachPhoneInItsColumnWithItsStatusLine() throws {
    let viewports = Comparison.viewports(for: Self.size, profiles: Self.profiles)
    let states = zip(Self.profiles, viewports).map {
      EmulatorState(profile: $0, pose: .open, viewport: $1)
    }
    let rows = Comparison.render(states, terminal: Self.size).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    let status = String(rows[Self.size.rows - 1])
    let parts = Comparison.columns(Self.size, count: 2)
    #expect(status.prefix(parts[0].width).contains(Self.profiles[0].name))
    #expect(status.dropFirst(parts[1].x).contains(Self.profiles[1].name))
    #expect(Comparison.phone(atColumn: parts[1].x + 3, terminal: Self.size, count: 2)! == (1, 3))
    #expect(Comparison.phone(atColumn: parts[0].maxX, terminal: Self.size, count: 2) == nil)
  }

  @Test func aContactSheetOfSeveralDevicesDrawsThemAtOneScale() throws {
    let terminal = TerminalSize(columns: 80, rows: 24)
    let alone = Self.profiles.map { SceneFit.viewport(for: terminal, profile: $0) }
    let shared = Comparison.oneScale(alone)
    try #require(alone != shared, "the devices alone take different scales at 80x24")
    let sheet = ContactSheet.render(
      pattern: .listDetail, scaleOf: terminal, width: 400, profiles: Self.profiles
    ).text
    for (profile, viewport) in zip(Self.profiles, shared) {
      let own = ContactSheet.render(
        pattern: .listDetail, scaleOf: terminal, width: 400, profile: profile,
        viewport: viewport
      ).text
      #expect(sheet.contains(own.split(separator: "\n")[2]), "\(profile.name) at the shared scale")
    }
  }

  @Test func tooSmallSaysWhatFits() {
    let small = TerminalSize(columns: 80, rows: 24)
    let states = Self.profiles.map { EmulatorState(profile: $0, terminal: small) }
    let text = Comparison.render(states, terminal: small).text
    let need = Comparison.minimumSize(profiles: Self.profiles)
    #expect(text.contains("need \(need)"), "\(text)")
    #expect(Comparison.fitting(DeviceRegistry.standard.profiles, in: small).count < 2)
    #expect(Comparison.fitting(DeviceRegistry.standard.profiles, in: Self.size).count >= 2)
  }
}
