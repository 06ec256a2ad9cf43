/// What a pattern keeps above its layout: selection, anchors, drafts, game state.
/// A fresh `init()` is the state a first start shows; the emulator keeps one model
/// per pattern and saves it with the session.
public protocol PatternModel: Hashable, Sendable, Codable {
  init()
}
