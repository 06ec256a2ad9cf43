import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// `Scene.render`: one whole frame, as text.
@Suite("Scene")
struct SceneTests {
  static func render(
    _ pose: Pose, _ columns: Int = 200, _ rows: Int = 50,
    _ change: (inout EmulatorState) -> Void = { _ in }
  ) -> CellGrid {
    var state = EmulatorState(pose: pose, terminal: TerminalSize(columns: columns, rows: rows))
    change(&state)
    return Scene.render(state)
  }

  @Test(
    "a frame has one line per row, each exactly as wide as the terminal",
    arguments: [(200, 50), (80, 24), (120, 40), (40, 12), (10, 3)])
  func frameShape(columns: Int, rows: Int) {
    for pose in Pose.allCases {
      let grid = Self.render(pose, columns, rows)
      #expect(grid.width == columns && grid.height == rows)
      #expect(grid.lines.count == rows)
      for line in grid.lines {
        #expect(TerminalWidth.of(line) == columns, "\(pose) at \(columns)×\(rows)")
      }
    }
  }

  @Test("closed at 200 × 50: the status line names the pose, size and size classes")
  func closedStatusLine() {
    let grid = Self.render(.closed)
    #expect(grid.lines.count == 50)
    let status = grid.line(49)
    #expect(status.contains("closed"))
    #expect(status.contains("466×678 pt"))
    #expect(status.contains("w compact · h regular"))
    #expect(status.contains("hinge 0°"))
  }

  /// A notice quoting a config line shows its escapes as standard
  /// error does, not as dots a person cannot read back.
  @Test("a notice's control characters are written out on the status line")
  func noticeControls() {
    let grid = Self.render(.closed) {
      $0.notices.post(.warning("found '\u{1B}]2;PWNED\u{7}'"), at: 0)
    }
    let status = grid.line(49)
    #expect(status.contains("found '\\e]2;PWNED\\x07'"), "\(status)")
  }

  @Test(
    "the status line per pose",
    arguments: [
      (Pose.closed, "466×678 pt", "w compact · h regular"),
      (.closedLandscape, "678×466 pt", "w compact · h compact"),
      (.open, "951×669 pt", "w regular · h regular"),
      (.openTall, "669×951 pt", "w regular · h regular"),
      (.book, "951×669 pt", "hinge 120° partly open · fold active"),
      (.tabletop, "669×951 pt", "hinge 120° partly open · fold active"),
    ])
  func statusLinePerPose(pose: Pose, size: String, other: String) {
    let status = Self.render(pose).line(49)
    #expect(status.hasPrefix(" \(pose.argument) │"))
    #expect(status.contains(size))
    #expect(status.contains(other))
  }

  @Test("the status line text, exactly")
  func statusLineText() {
    #expect(
      StatusLine.text(for: EmulatorState(pose: .open, pattern: .inspector))
        == " open │ hinge 180° flat · fold inactive │ iPhone Duo │ 951×669 pt │ w regular · h regular │ inspector │ 8×16 pt a cell │ F1 help · F10 quit"
    )
  }

  @Test("open: the inner display is lit, the outer dark")
  func openLit() {
    let text = Self.render(.open).text
    #expect(text.contains("Inner display · lit"))
    #expect(text.contains("Outer display · dark"))
    #expect(!text.contains("Outer display · lit"))
  }

  @Test("closed: the outer display is lit, the inner dark")
  func closedLit() {
    let text = Self.render(.closed).text
    #expect(text.contains("Outer display · lit"))
    #expect(text.contains("Inner display · dark"))
    #expect(!text.contains("Inner display · lit"))
  }

  @Test("book shows the active fold band ░, not the inactive ┊")
  func bookFold() {
    let text = Self.render(.book).text
    #expect(text.contains("░"))
    #expect(!text.contains("┊"))
  }

  @Test("open shows the inactive fold ┊, not the active band ░")
  func openFold() {
    let text = Self.render(.open).text
    #expect(text.contains("┊"))
    #expect(!text.contains("░"))
  }

  @Test("held tall the fold runs across: ┈ flat, ░ as a tabletop")
  func tallFold() {
    let flat = Self.render(.openTall).text
    #expect(flat.contains("┈"))
    #expect(!flat.contains("░"))
    let tabletop = Self.render(.tabletop).text
    #expect(tabletop.contains("░"))
    #expect(!tabletop.contains("┈"))
  }

  @Test("the active fold band sits on the fold's columns", arguments: [(200, 50), (80, 24)])
  func foldBandPlace(columns: Int, rows: Int) throws {
    let state = EmulatorState(pose: .book, terminal: TerminalSize(columns: columns, rows: rows))
    let grid = Scene.render(state)
    let layout = try #require(SceneLayout(state: state))
    let inner = layout.placement(.inner)
    let band = inner.raster.band(Rect(x: 455, y: 0, width: 40, height: 669))
    var shaded = 0
    for y in inner.window.y..<inner.window.maxY {
      for x in inner.window.x..<inner.window.maxX where grid[x, y].character == "░" {
        #expect(x >= band.x && x < band.maxX, "░ at (\(x), \(y)) outside the fold \(band)")
        shaded += 1
      }
    }
    #expect(shaded > 0)
  }

  @Test("the inspector shows what the environment hands the app")
  func inspectorText() {
    let text = Self.render(.book) { $0.pattern = .inspector }.text
    #expect(text.contains("ENVIRONMENT"))
    #expect(text.contains("window 951×669 pt"))
    #expect(text.contains("fold: division, ACTIVE"))
  }

  @Test("at 40 × 12 the frame says the terminal is too small")
  func tooSmall() {
    let text = Self.render(.closed, 40, 12).text
    #expect(text.contains("terminal too small: need"))
    #expect(text.contains("have 40×12"))
    #expect(!text.contains("Outer display"))
  }

  @Test("the too-small message names the size needed")
  func tooSmallMessage() {
    #expect(
      TooSmallScreen.message(
        need: TerminalSize(columns: 65, rows: 17), have: TerminalSize(columns: 40, rows: 12))
        == "terminal too small: need 65×17, have 40×12")
    let text = Self.render(.closed, 43, 30).text
    #expect(text.contains("terminal too small: need 44×16, have 43×30"))
    #expect(text.contains("(53×21 fits every pose)"), "what fits a rotation too")
    let sideways = Self.render(.closedLandscape, 45, 22).text
    #expect(sideways.contains("need 46×13, have 45×22"))
    #expect(sideways.contains("(53×21 fits every pose)"))
  }

  @Test("the help overlay lists the keys from the keymap")
  func help() {
    let text = Self.render(.open) { $0.showsHelp = true }.text
    #expect(text.contains("Help"))
    for binding in Keymap.standard.bindings where !binding.summary.hasPrefix("show ") {
      #expect(text.contains(binding.summary), "\(binding.summary)")
    }
    #expect(text.contains("F2, Ctrl-O"))
  }

  @Test("the region overlay labels every region", arguments: [Pose.open, .book])
  func regionOverlay(pose: Pose) {
    let without = Self.render(pose).text
    let with = Self.render(pose) { $0.showsRegionOverlay = true }.text
    #expect(with != without)
    #expect(with.contains("safe area"))
    #expect(with.contains("status-bar"))
  }

  @Test("rendering is pure: the same state draws the same grid", arguments: Pose.allCases)
  func pure(pose: Pose) {
    #expect(Self.render(pose) == Self.render(pose))
  }
}
