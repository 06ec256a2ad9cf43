/// The parts of the last frame as `Scene.parts` painted them, kept by `ShownFrame`
/// so that the next frame paints again only what changed: the pattern's tree on
/// the rows where it differs (`PaintedTree`), the status line and the pose bar
/// when what they show differs (`PaintedPart`). Each part says which of its rows
/// changed (`ScenePart.changed`), so the front compares and copies only those.
///
/// ```swift
/// var painted = PaintedParts()
/// let first = Scene.parts(state, layout: layout, tree: state.shownTree, painted: &painted)  // whole
/// let next = Scene.parts(typed, layout: layout, tree: typed.shownTree, painted: &painted)  // the field's rows
/// ```
struct PaintedParts: Sendable {
  var tree: PaintedTree?
  var status: PaintedPart<StatusLine.Content>?
  var poseBar: PaintedPart<PoseBar.Content>?
}
