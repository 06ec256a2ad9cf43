import Testing

@testable import DuoLayoutCore

/// Each kind in an app of its own: laid out in every pose on two devices at two
/// sizes with no finding of the audit, and its keys and clicks change its value,
/// which then survives a fold and a session.
@Suite struct ComponentBehaviourTests {
  static let kinds = ComponentRegistry.all.map { $0.kind }
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]
  static let devices = [DeviceProfile.iPhoneDuo, DeviceRegistry.standard.profiles.last!]

  static func start(
    _ kind: String, pose: Pose = .closed, profile: DeviceProfile = .iPhoneDuo,
    size: TerminalSize = sizes[0]
  ) throws -> EmulatorState {
    let screen = try ComponentSamples.app(ComponentSamples.json[kind]!)
    return EmulatorState(profile: profile, pose: pose, terminal: size).showing(screen)
  }

  static func keys(_ state: EmulatorState, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  @Test(arguments: kinds)
  func laysOutCleanInEveryPoseOnTwoDevices(kind: String) throws {
    for profile in Self.devices {
      for size in Self.sizes {
        for pose in profile.supportedPoses {
          let state = Self.keys(
            try Self.start(kind, pose: pose, profile: profile, size: size), [.down])
          let findings = FoldAudit.findings(in: state.tree, env: state.environment)
          #expect(findings.isEmpty, "\(kind) \(profile.name) \(pose) \(size): \(findings)")
          let ids = state.tree.allNodes.map(\.id)
          #expect(ids.contains { $0.hasPrefix("main.") }, "\(kind) \(pose): its nodes are laid out")
        }
      }
    }
  }

  @Test func aSwitchTogglesByEnterAndByAClickAndKeepsItThroughAFoldAndASession() throws {
    var state = Self.keys(try Self.start("switch"), [.down, .enter])
    #expect(state.models.screen.state.app.values["wifi"] == .bool(false))
    let control = try #require(state.tree.windowNode(id: "main.wifi"))
    state = reduce(state, .tap(Point(x: control.frame.midX, y: control.frame.midY)), at: 0)
    #expect(state.models.screen.state.app.values["wifi"] == .bool(true))
    state = Self.keys(state, [.enter])
    state = reduce(state, .key(.function(2)), at: 0)  // open
    state = reduce(state, .key(.function(3)), at: 0)  // book
    #expect(state.models.screen.state.app.values["wifi"] == .bool(false))
    let bytes = SessionFile.encode(SessionSnapshot(state))
    let screen = state.models.screen.screen
    let restored = try SessionFile.decode(bytes).restore(into: EmulatorState()).showing(screen)
    #expect(restored.models.screen.state.app.values["wifi"] == .bool(false))
    #expect(restored.models.screen.state.app.focus["main"] == "wifi")
  }

  @Test func aStepperStaysBetweenItsLimits() throws {
    var state = Self.keys(try Self.start("stepper"), [.down, .right, .right, .right])
    #expect(state.models.screen.state.app.values["count"] == .number(3))
    state = Self.keys(state, [.left, .left, .left, .left])
    #expect(state.models.screen.state.app.values["count"] == .number(1))
    let plus = try #require(state.tree.windowNode(id: "main.count.plus"))
    state = reduce(state, .tap(Point(x: plus.frame.midX, y: plus.frame.midY)), at: 0)
    #expect(state.models.screen.state.app.values["count"] == .number(2))
  }

  @Test func aSliderAndASegmentedControlAndAPickerStep() throws {
    let slider = Self.keys(try Self.start("slider"), [.down, .right])
    #expect(slider.models.screen.state.app.values["volume"] == .number(75))
    let segmented = Self.keys(try Self.start("segmented"), [.down, .right])
    #expect(segmented.models.screen.state.app.values["size"] == .text("l"))
    var picker = Self.keys(try Self.start("picker"), [.down, .enter])
    #expect(picker.models.screen.state.app.values["theme"] == .text("dark"))
    picker = Self.keys(picker, [.enter])
    #expect(picker.models.screen.state.app.values["theme"] == .text("light"))
  }

  @Test func aNumericFieldTakesDigitsOnlyAndASecureOneShowsDots() throws {
    let state = Self.keys(
      try Self.start("field"), [.tab, .character("1"), .character("x"), .character("2")])
    #expect(state.models.screen.state.app.drafts["pin"]?.text == "12")
    let secure = try ComponentSamples.app(
      #"{"kind": "field", "id": "card", "style": "secure"}"#)
    var typed = EmulatorState(pose: .closed).showing(secure)
    typed = Self.keys(typed, [.tab, .character("4"), .character("2")])
    guard case .field(let text, _, _) = typed.tree.node(id: "main.card")?.role else {
      Issue.record("no field")
      return
    }
    #expect(text == "••")
  }

  @Test func aRowOpensItsScreenForItsItemAndBackReturns() throws {
    var state = Self.keys(try Self.start("row"), [.down, .enter])
    #expect(state.models.screen.state.app.path == [AppPlace(screen: "other", item: "ada")])
    #expect(state.tree.node(id: "toolbar.back") != nil)
    state = Self.keys(state, [.escape])
    #expect(state.models.screen.state.app.path.isEmpty)
  }

  @Test func aButtonPresentsAndEscapeDismisses() throws {
    var state = Self.keys(try Self.start("button"), [.down, .enter])
    #expect(state.models.screen.state.app.presented == AppPlace(screen: "other"))
    state = Self.keys(state, [.escape])
    #expect(state.models.screen.state.app.presented == nil)
  }

  @Test func aLongTextScrollsWithPageDownAndNothingIsCut() throws {
    let long = (1...60).map { "Line \($0) of a long text." }.joined(separator: " ")
    let screen = try ComponentSamples.app(#"{"kind": "text", "id": "long", "text": "\#(long)"}"#)
    var state = EmulatorState(pose: .closed, terminal: TerminalSize(columns: 80, rows: 24))
      .showing(screen)
    #expect(state.tree.node(id: "main.column.away") != nil, "what does not fit is one scroll away")
    #expect(FoldAudit.findings(in: state.tree, env: state.environment).isEmpty)
    let firstShown = state.tree.node(id: "main.column")?.children.first?.id
    state = Self.keys(state, [.pageDown])
    #expect(state.tree.node(id: "main.column")?.children.first?.id != firstShown)
    #expect(FoldAudit.findings(in: state.tree, env: state.environment).isEmpty)
  }

  /// A segmented control's options keep their titles in the narrowest column (a
  /// third of the inner display in Split View, at 80x24): they wrap and are cut
  /// with "…", never reduced to ● and ○ alone. A toolbar's items, whose symbols
  /// say what they are, still drop their titles there.
  @Test func segmentedOptionsKeepTheirTitlesWhenNarrow() throws {
    let items = ["Off", "All", "One"].map { BarItem($0.lowercased(), symbol: "○", title: $0) }
    let metrics = TextMetrics.standard
    let narrow = metrics.columnWidth * 8
    let kept = ControlStrip.node(
      items, id: "s", centreX: 100, y: 200, room: narrow, limit: narrow, keepingTitles: true,
      metrics: metrics)
    for child in kept.children {
      #expect(child.frame.width <= narrow && child.frame.minX >= 100 - narrow / 2 - 0.001)
    }
    // Each wide enough for "○ Off" and its padding, so wrapped one a row.
    let titled = metrics.columnWidth * Double("○ Off".count + 2)
    #expect(kept.children.map(\.frame.width) == [titled, titled, titled])
    #expect(kept.frame.height == TouchTarget.height(in: metrics) * 3)
    let dropped = ControlStrip.node(
      items, id: "s", centreX: 100, y: 200, room: narrow, limit: narrow, metrics: metrics)
    let target = TouchTarget.width(in: metrics)
    #expect(dropped.children.map(\.frame.width) == [target, target, target], "symbols alone")
  }
}
