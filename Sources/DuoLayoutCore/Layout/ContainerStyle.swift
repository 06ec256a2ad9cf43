/// How a container is drawn: nothing, a box with an optional title, or a bar.
public enum ContainerStyle: Hashable, Sendable {
  case plain
  /// Drawn as `plain`, but the area is one thing a person looks at (a seat's half
  /// of the shared screen): the flat fold's dotted line is never drawn across it.
  case panel
  case boxed(title: String?)
  /// A toolbar or tab bar's background.
  case bar
  /// Laid out but not drawn, nor audited: a split arrangement's secondary view
  /// when it cannot split. Measured on the iPhone Duo simulator: the secondary "still ran
  /// `onAppear` and got the full size", and no API said it was hidden, so it stays
  /// in the tree (`duoterm tree` shows it) with the frame it was given.
  /// `reachedBy` names the control that brings it back (a switch, an overflow menu,
  /// the button that opens a sheet): the audit's `control-lost` rule requires one,
  /// shown on the same screen.
  case hidden(reachedBy: String?)
}
