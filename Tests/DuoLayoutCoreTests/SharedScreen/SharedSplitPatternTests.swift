import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// The shared-split pattern in the emulator: keys, the tree, folds.
@Suite("Shared split pattern")
struct SharedSplitPatternTests {
  static func state(_ pose: Pose = .closed, _ size: TerminalSize = .standard) -> EmulatorState {
    EmulatorState(pose: pose, terminal: size, pattern: .sharedSplit)
  }

  static func press(_ keys: [Key], _ state: EmulatorState, from time: Double = 0)
    -> EmulatorState
  {
    var state = state
    for (index, key) in keys.enumerated() {
      state = reduce(state, .key(key), at: time + Double(index) * 0.05)
    }
    return state
  }

  @Test("no pattern key is a global key (device keys keep working during play)")
  func noCollision() {
    for row in SharedSplitPattern.keys {
      for key in row.keys {
        #expect(Keymap.standard.command(for: key) == nil, "\(key.name) is global")
        if case .character(let c) = key {
          let upper = Key.character(Character(c.uppercased()))
          #expect(Keymap.standard.command(for: upper) == nil, "\(upper.name) is global")
        }
      }
    }
  }

  @Test(
    "letters in either case, and a typed space, are the seat keys",
    arguments: [
      ([Key.character("s"), .character(" ")], Game.pong),
      ([.character("S"), .space], .pong),
      ([.character("S"), .character("W"), .enter], .fourInARow),
    ])
  func caseAndSpace(keys: [Key], game: Game) {
    let state = Self.press(keys, Self.state())
    #expect(state.models.shared.playing == game)
  }

  @Test("F toggles the seating and V the flash, in either case")
  func settingsKeys() {
    var state = Self.press([.character("f")], Self.state())
    #expect(state.settings.facing == .faceToFace)
    state = Self.press([.character("F"), .character("v")], state)
    #expect(state.settings == SharedSettings(facing: .sameWay, flash: false))
  }

  @Test(
    "face to face, the halves turn by the measured table",
    arguments: [(Pose.closed, 2, 0), (.open, 1, 3), (.book, 1, 3), (.tabletop, 2, 0)])
  func turns(pose: Pose, first: Int, second: Int) throws {
    var state = Self.state(pose)
    state.settings.facing = .faceToFace
    #expect(try #require(state.tree.node(id: "first")).quarterTurns == first)
    #expect(try #require(state.tree.node(id: "second")).quarterTurns == second)
    state.settings.facing = .sameWay
    #expect(state.tree.node(id: "first")?.quarterTurns == 0)
  }

  @Test(
    "every node of a half starts with its seat; IDs are unique",
    arguments: Pose.allCases, [nil, Game.fourInARow, .pong])
  func nodeIDs(pose: Pose, game: Game?) {
    var state = Self.state(pose)
    state.models.shared.playing = game
    state.settings.facing = .faceToFace
    let tree = state.tree
    for seat in Seat.allCases {
      let half = tree.node(id: seat.id)
      #expect(half?.allNodes.dropFirst().allSatisfy { $0.id.hasPrefix("\(seat.id).") } == true)
    }
    let ids = tree.allNodes.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test(
    "no control in an active region or outside the safe area, turned or not",
    arguments: Pose.allCases, Facing.allCases)
  func audit(pose: Pose, facing: Facing) {
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      for game in [nil, Game.fourInARow, .pong] {
        var state = Self.state(pose, size)
        state.models.shared.playing = game
        state.settings.facing = facing
        let findings = FoldAudit.findings(in: state.tree, env: state.environment)
        #expect(
          findings.isEmpty,
          "\(pose) \(facing) \(size) \(String(describing: game)): \(findings.map { "\($0.nodeID) \($0.rule.rawValue)" })"
        )
        // Every node of a half, on the glass, inside it.
        for seat in Seat.allCases {
          let half = state.tree.node(id: seat.id)!.frame
          for node in state.tree.windowNodes where node.id.hasPrefix("\(seat.id).") {
            #expect(half.contains(node.frame), "\(node.id) \(node.frame) leaves \(half)")
          }
        }
      }
    }
  }

  @Test("folding and unfolding mid-game keeps the board, the scores, the turn and the pause")
  func foldMidGame() {
    var state = Self.press(
      [.space, .character("d"), .space, .left, .enter, .character("q")], Self.state())
    let shared = state.models.shared
    #expect(shared.gate.current == .first && shared.gate.isPaused)
    #expect(shared.fourInARow.cells.compactMap { $0 }.count == 2)
    for key in [
      Key.function(2), .function(3), .function(5), .function(5), .function(3), .function(4),
      .function(4), .function(2),
    ] {
      state = reduce(state, .key(key), at: state.now + 0.5)
      #expect(state.models.shared.fourInARow == shared.fourInARow)
      #expect(state.models.shared.gate == shared.gate)
      #expect(state.models.shared.settings == shared.settings)
      #expect(state.tree.node(id: "first.board.row.6") != nil)
    }
  }

  @Test("a real-time game keeps running through a fold")
  func pongThroughAFold() {
    var state = Self.press([.character("s"), .space], Self.state())
    var time = 1.0
    for _ in 0..<60 {
      time += 1.0 / 30
      state = reduce(state, .tick, at: time)
    }
    let before = state.models.shared.pong
    #expect(before.serveIn == nil, "in play")
    state = reduce(state, .key(.function(2)), at: time + 1.0 / 30)
    #expect(state.models.shared.pong != before, "the ball moved on during the fold")
    #expect(state.models.shared.gate.isPaused == false)
    #expect(state.models.shared.pong.points == before.points)
  }

  @Test("the help lists the seat keys from the key table")
  func help() {
    let rows = SharedSplitPattern.keyHelp
    let keys = rows.map(\.keys)
    #expect(keys.contains("W") && keys.contains("Space") && keys.contains("↑"))
    #expect(keys.contains("Enter") && keys.contains("Backspace") && keys.contains("Q, P"))
  }

  @Test("a model read back from a file comes back in range, a running game paused")
  func repaired() {
    var model = SharedScreenModel()
    model.playing = .pong
    model.clock = 1e9
    _ = model.leave.press(at: 1e9)
    let repaired = model.repaired()
    #expect(repaired.gate.isPaused)
    #expect(repaired.clock == nil && !repaired.leave.isArmed)
  }
}
