import DuoLayoutCore

/// What a frame is drawn on, outside its parts: the terminal's size, where each
/// display goes, which one is lit, how the phone is held, the device. Two frames of
/// one base differ only in their parts (`ScenePart`), so a front that shows one
/// draws the other by its parts.
///
/// ```swift
/// Scene.base(next, layout: SceneLayout(state: next)) == Scene.base(shown, layout: SceneLayout(state: shown))
/// ```
public struct SceneBase: Hashable, Sendable {
  let backdrop: SceneBackdrop.Key
}
