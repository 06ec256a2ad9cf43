import Foundation
import Testing

@testable import DuoLayoutCore

/// A two-seat app (`Examples/apps/shopping.json`, `"root": "seats"`): the
/// shared-split halves, one per seat, each the app on its own stack with its own
/// focus, values and fields; `"shared"` values both seats see; the seats' keys
/// on one keyboard and on a keyboard that is one seat's (`Event.seatKey`); clicks
/// in the half they land in; a file with a bad seats block refused at its line.
@Suite struct AppSeatsTests {
  static let shopping = ExampleApp.read("shopping.json")

  static func start(_ pose: Pose = .closed) -> EmulatorState {
    EmulatorState(profile: .iPhoneDuo, pose: pose, terminal: TerminalSize(columns: 200, rows: 50))
      .showing(shopping)
  }

  static func keys(_ state: EmulatorState, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  static func seatKeys(_ state: EmulatorState, _ seat: Seat, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .seatKey(seat, $1), at: 0) }
  }

  static func text(_ text: String) -> [Key] { text.map { Key.character($0) } }

  static func seat(_ state: EmulatorState, _ seat: Seat) -> AppState {
    state.models.screen.state[seat]
  }

  @Test func twoHalvesOnTheSharedSplitGeometryEachTheAppWithItsSeatsIDs() throws {
    let tree = Self.start().tree
    let first = try #require(tree.windowNode(id: "first"))
    let second = try #require(tree.windowNode(id: "second"))
    // Closed portrait: stacked, the first seat on top, the same size (SharedSplit).
    #expect(first.frame.maxY <= second.frame.minY)
    #expect(first.frame.size == second.frame.size)
    for seat in Seat.allCases {
      #expect(tree.windowNode(id: "\(seat.id).title") != nil)
      let field = try #require(tree.windowNode(id: "\(seat.id).list.item"))
      let half = seat == .first ? first : second
      #expect(half.frame.contains(field.frame))
    }
    // Partly folded, the seam is on the fold: one half each side of it.
    let book = Self.start(.book)
    let fold = try #require(book.environment.reservedRegions(.division).first)
    let left = try #require(book.tree.windowNode(id: "first"))
    let right = try #require(book.tree.windowNode(id: "second"))
    #expect(left.frame.maxX <= fold.frame.minX && right.frame.minX >= fold.frame.maxX)
  }

  @Test func oneKeyboardSplitsTheKeysAsTheTwoPlayerGameDoes() {
    var state = Self.keys(Self.start(), [.character("s"), .down, .down])
    #expect(Self.seat(state, .first).focus["list"] == "item")
    #expect(Self.seat(state, .second).focus["list"] == "add")
    // Space on the first seat's field types into it: every key is its text, the
    // second seat's arrows and Enter too, until Esc.
    state = Self.keys(state, [.space] + Self.text("pears") + [.character("1"), .escape])
    #expect(Self.seat(state, .first).drafts["item"]?.text == "pears1")
    #expect(Self.seat(state, .second).drafts["item"] == nil)
    #expect(state.pattern == ScreenPattern.id, "a digit typed is text, not another pattern")
    // Out of the field, a digit is the global key again.
    #expect(Self.keys(state, [.character("1")]).pattern != ScreenPattern.id)
    // X is the first seat's Back, Esc the second's.
    state = Self.keys(state, [.character("s"), .character("s"), .character("s"), .space])
    #expect(Self.seat(state, .first).path.map(\.screen) == ["errands"])
    state = Self.keys(state, [.escape])
    #expect(Self.seat(state, .first).path.map(\.screen) == ["errands"])
    state = Self.keys(state, [.character("x")])
    #expect(Self.seat(state, .first).path.isEmpty)
  }

  @Test func aSeatsKeyboardReachesItsSeatAloneAndNeverTheGlobalKeys() {
    var state = Self.seatKeys(Self.start(), .second, [.character("s"), .down, .character("w")])
    #expect(Self.seat(state, .second).focus["list"] == "item")
    #expect(Self.seat(state, .first).focus["list"] == nil)
    state = Self.seatKeys(state, .second, [.function(2), .character("1"), .control("p")])
    #expect(state.pose == .closed && state.pattern == ScreenPattern.id)
    // Its own field: W A S D and digits are text there.
    state = Self.seatKeys(state, .second, [.enter] + Self.text("oat milk 2") + [.enter])
    #expect(Self.seat(state, .second).drafts["item"]?.text == "oat milk 2")
    #expect(Self.seat(state, .first).drafts["item"] == nil)
    // The first seat's keyboard, the same way, at the same time.
    state = Self.seatKeys(state, .first, [.tab] + Self.text("pears"))
    #expect(Self.seat(state, .first).drafts["item"]?.text == "pears")
    #expect(Self.seat(state, .second).drafts["item"]?.text == "oat milk 2")
  }

  @Test func sharedValuesAreBothSeatsAndTheRestEachSeatsOwn() {
    var state = Self.seatKeys(
      Self.start(), .second, [.tab] + Self.text("eggs") + [.enter, .down, .enter])
    for seat in Seat.allCases {
      #expect(Self.seat(state, seat).values["basket"] == .list(["eggs"]), "\(seat)")
    }
    // The budget is shared; the errands screen's switch is each seat's.
    state = Self.seatKeys(state, .first, [.down, .down, .down, .right])
    #expect(Self.seat(state, .second).values["budget"] == .number(45))
    state = Self.seatKeys(state, .first, [.down, .enter, .down, .enter])
    #expect(Self.seat(state, .first).values["going"] == .bool(true))
    #expect(Self.seat(state, .second).values["going"] == nil)
    // A fold loses nothing of either seat.
    let folded = Self.keys(state, [.function(2), .function(2)])
    #expect(folded.models.screen.state == state.models.screen.state)
  }

  @Test func aClickActsInTheHalfItLandsIn() throws {
    let state = Self.seatKeys(Self.start(), .second, [.tab] + Self.text("tea"))
    let add = try #require(state.tree.windowNode(id: "second.list.add"))
    let tapped = reduce(state, .tap(Point(x: add.frame.midX, y: add.frame.midY)), at: 0)
    #expect(Self.seat(tapped, .first).values["basket"] == .list(["tea"]))
    #expect(Self.seat(tapped, .second).drafts["item"] == nil)
    #expect(Self.seat(tapped, .first).focus["list"] == nil)
  }

  @Test func theGuestIsHeldToTheSecondSeatAndTheHostToTheFirst() throws {
    let state = Self.start()
    #expect(
      SeatConfinement.guestKey(.character("w"), in: state) == .seatKey(.second, .character("w")))
    #expect(SeatConfinement.guestKey(.function(2), in: state) == nil)
    #expect(SeatConfinement.guestKey(.character("1"), in: state) == nil)
    #expect(SeatConfinement.hostKey(.up, in: state) == .seatKey(.first, .up))
    #expect(SeatConfinement.hostKey(.function(2), in: state) == .key(.function(2)))
    // Typing, a digit is text for the seat's own field.
    let typing = Self.seatKeys(state, .second, [.tab])
    #expect(
      SeatConfinement.guestKey(.character("1"), in: typing) == .seatKey(.second, .character("1")))
    let first = try #require(state.tree.windowNode(id: "first.list.add")).frame
    let second = try #require(state.tree.windowNode(id: "second.list.add")).frame
    let centre = { (rect: Rect) in Point(x: rect.midX, y: rect.midY) }
    #expect(SeatConfinement.guestTap(centre(first), in: state) == nil)
    #expect(SeatConfinement.guestTap(centre(second), in: state) != nil)
    #expect(SeatConfinement.hostTap(centre(second), in: state) == nil)
    #expect(SeatConfinement.hostTap(centre(first), in: state) != nil)
  }

  @Test func faceToFaceTheTopHalfTurnsForItsOwnerAndOnlyTheHostChooses() throws {
    let start = Self.start()
    #expect(Self.seatKeys(start, .second, [.character("f")]).models.screen.state.facing == .sameWay)
    let host = Self.seatKeys(start, .first, [.character("f")])
    #expect(host.models.screen.state.facing == .faceToFace)
    let facing = Self.keys(start, [.character("f")])
    #expect(facing.tree.windowNode(id: "first")?.quarterTurns == 2)
    #expect(facing.tree.windowNode(id: "second")?.quarterTurns == 0)
    #expect(SeatConfinement.viewTurns(for: .first, in: facing) == 2)
    #expect(SeatConfinement.viewTurns(for: .second, in: facing) == 0)
    // The turned half still takes its seat's keys and clicks.
    let typed = Self.keys(facing, [.character("s"), .space] + Self.text("kiwi") + [.escape])
    #expect(Self.seat(typed, .first).drafts["item"]?.text == "kiwi")
    let add = try #require(typed.tree.windowNode(id: "first.list.add")).frame
    let tapped = reduce(typed, .tap(Point(x: add.midX, y: add.midY)), at: 0)
    #expect(Self.seat(tapped, .second).values["basket"] == .list(["kiwi"]))
    // Side by side (open, held wide) the halves stay upright: an app's lines
    // turned a quarter would interleave.
    let open = Self.keys(facing, [.function(2)])
    #expect(open.tree.windowNode(id: "first")?.quarterTurns == 0)
  }

  @Test func theGuestDrawsTheHostsAppFromTheFileTextAndTheView() throws {
    let host = Self.seatKeys(Self.start(), .second, [.tab] + Self.text("figs"))
    let text = try #require(host.screenFile).text(schema: AppSchema.id)
    let screen = try ScreenFile.read(text, file: "the host's app file")
    #expect(screen.app == Self.shopping.app)
    let guest = try ShareView.decode(
      ShareView.encode(host), into: EmulatorState(viewport: .standard), screen: screen)
    #expect(guest.pattern == ScreenPattern.id)
    #expect(guest.models.screen.state == host.models.screen.state)
    #expect(guest.tree.windowNode(id: "second.list.item") != nil)
  }

  @Test(
    arguments: [
      (#""root": "stack", "shared": ["basket"]"#, #"shared: shared values are for two seats"#),
      (#""root": "seats", "shared": ["baskit"]"#, #"did you mean "basket"?"#),
      (#""root": "seats", "shared": ["item"]"#, "a field has no value to share"),
      (#""root": "seats", "shared": ["basket", "basket"]"#, "is shared twice"),
      (#""root": "sofa""#, "root"),
    ])
  func aBadSeatsBlockIsRefusedAtItsLine(block: String, message: String) throws {
    let text = """
      {"title": "T", "start": "home",
       \(block),
       "screens": [{"id": "home", "title": "Home", "content": [
         {"kind": "messages", "id": "basket"}, {"kind": "field", "id": "item"}]}]}
      """
    #expect {
      _ = try ScreenFile.read(text, file: "seats.json")
    } throws: { error in
      "\(error)".contains(message) && "\(error)".hasPrefix("seats.json:2:")
    }
  }
}
