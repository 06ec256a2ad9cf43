/// How a container is drawn: nothing, a box with an optional title, or a bar.
public enum ContainerStyle: Hashable, Sendable {
  case plain
  case boxed(title: String?)
  /// A toolbar or tab bar's background.
  case bar
}
