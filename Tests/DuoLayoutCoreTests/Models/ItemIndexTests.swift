import Testing

@testable import DuoLayoutCore

/// A list looked up by ID (`ItemIndex`) moves exactly as the same list searched
/// (`[String]`): every move from every selection, in lists short and long.
@Suite struct ItemIndexTests {
  static let moves: [ListMove] = [.up, .down, .pageUp, .pageDown, .first, .last]

  @Test(arguments: [1, 2, 7, 40], [1, 3, 10])
  func movesAsTheArrayDoes(count: Int, capacity: Int) {
    let ids = (0..<count).map { "item-\($0)" }
    let index = ItemIndex(ids)
    for start in [nil] + ids.map(Optional.some) {
      for move in Self.moves {
        var searched = ListState(selection: start, anchor: ids[count / 2])
        var looked = searched
        searched.apply(move, in: ids, capacity: capacity)
        looked.apply(move, in: index, capacity: capacity)
        #expect(searched == looked, "\(move) from \(start ?? "nothing") in \(count)")
        #expect(
          searched.firstVisible(in: ids, capacity: capacity)
            == looked.firstVisible(in: index, capacity: capacity))
      }
    }
  }

  @Test func positionsAreLookedUpAndTheFirstOfTwinsWins() {
    let index = ItemIndex(["a", "b", "a", "c"])
    #expect(index.position(of: "a") == 0)
    #expect(index.position(of: "c") == 3)
    #expect(index.position(of: "z") == nil)
    #expect(Array(index) == ["a", "b", "a", "c"])
  }

  /// The screen model's rows follow the file it was made with, through a reload.
  @Test func aScreenModelsRowsFollowItsFile() throws {
    let text =
      #"{"title": "T", "pattern": "list-detail", "rows": [{"title": "One"}, {"title": "Two"}]}"#
    let model = ScreenModel(screen: try ScreenFile.read(text, file: "t.json"))
    #expect(Array(model.rows) == model.screen.rows.map(\.id))
    let edited = try ScreenFile.read(
      #"{"title": "T", "pattern": "list-detail", "rows": [{"title": "Three"}]}"#, file: "t.json")
    #expect(Array(model.reloaded(with: edited).rows) == ["three"])
  }
}
