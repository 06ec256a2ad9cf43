import Testing

@testable import DuoLayoutCore

/// Leave, confirmed in place on the second seat's half, with an injected clock.
@Suite("Leave")
struct LeaveTests {
  @Test("a first press arms; a second within 3 s confirms")
  func confirm() {
    var leave = ConfirmInPlace()
    #expect(leave.press(at: 10) == false)
    #expect(leave.armedUntil == 13)
    #expect(leave.press(at: 12.9) == true)
    #expect(!leave.isArmed)
  }

  @Test("it disarms by itself after 3 s; a press then arms again", arguments: [13.0, 20])
  func disarms(later: Double) {
    var leave = ConfirmInPlace()
    _ = leave.press(at: 10)
    leave.tick(at: 12.99)
    #expect(leave.isArmed)
    leave.tick(at: later)
    #expect(!leave.isArmed)
    #expect(leave.press(at: later) == false, "a press after the window arms again")
  }

  /// A state on the shared screen playing four in a row, at time 0.
  static func playing(_ pose: Pose = .closed) -> EmulatorState {
    let state = EmulatorState(pose: pose, pattern: .sharedSplit)
    return reduce(state, .key(.character(" ")), at: 0)
  }

  @Test(
    "through the reducer: Backspace arms, the armed Leave disarms at 3 s, a second press leaves")
  func throughTheReducer() throws {
    var state = Self.playing()
    #expect(state.models.shared.playing == .fourInARow)
    state = reduce(state, .key(.backspace), at: 1)
    #expect(state.models.shared.leave.armedUntil == 4)
    #expect(state.nextDeadline == 4, "the front wakes to disarm it")
    let leave = try #require(state.tree.node(id: "second.leave"))
    #expect(leave.emphasis == .alert)
    guard case .control(_, let title) = leave.role else { throw Failure("Leave is not a control") }
    #expect(title.hasPrefix("Leave?"))

    state = reduce(state, .tick, at: 4)
    #expect(!state.models.shared.leave.isArmed)
    #expect(state.nextDeadline == nil, "idle again: no timer")
    state = reduce(state, .key(.backspace), at: 5)
    #expect(state.models.shared.playing == .fourInARow, "armed again, not left")
    state = reduce(state, .key(.backspace), at: 7.5)
    #expect(state.models.shared.playing == nil, "the second press within 3 s leaves to the menu")
    #expect(state.tree.node(id: "second.leave") == nil, "no Leave on the menu")
  }

  @Test("Leave is the second seat's only, works whoever's turn it is and while paused")
  func oneSeat() {
    var state = Self.playing()
    #expect(state.tree.node(id: "first.leave") == nil)
    #expect(state.models.shared.gate.current == .first)
    state = reduce(state, .key(.character("q")), at: 1)  // paused by the first seat
    state = reduce(state, .key(.backspace), at: 2)
    state = reduce(state, .key(.backspace), at: 3)
    #expect(state.models.shared.playing == nil)
  }

  @Test("the armed Leave survives folding and unfolding")
  func throughAFold() {
    var state = Self.playing()
    state = reduce(state, .key(.backspace), at: 1)
    for (index, key) in [Key.function(2), .function(3), .function(3), .function(2)].enumerated() {
      state = reduce(state, .key(key), at: 1.2 + Double(index) * 0.1)
      #expect(state.models.shared.leave.armedUntil == 4)
    }
    state = reduce(state, .key(.backspace), at: 2)
    #expect(state.models.shared.playing == nil)
  }

  @Test(
    "Leave sits at the bottom of the second half, away from the seam, in every pose",
    arguments: Pose.allCases, Facing.allCases)
  func awayFromTheSeam(pose: Pose, facing: Facing) throws {
    var state = Self.playing(pose)
    state.settings.facing = facing
    let leave = try #require(state.tree.windowNode(id: "second.leave"))
    let half = try #require(state.tree.node(id: "second")).frame
    let split = SharedSplit(env: state.environment)
    #expect(half.contains(leave.frame))
    // Its distance to the seam is at least half the half's depth.
    let distance: Double =
      switch split.seamSide(of: .second) {
      case .top: leave.frame.minY - split.seam.maxY
      case .left: leave.frame.minX - split.seam.maxX
      default: 0
      }
    let depth = split.isSideBySide ? half.width : half.height
    #expect(distance >= depth / 2, "\(pose) \(facing): \(leave.frame) vs seam \(split.seam)")
  }
}
