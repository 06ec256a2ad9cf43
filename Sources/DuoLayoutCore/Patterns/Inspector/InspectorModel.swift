/// The inspector keeps nothing: it shows the environment it is handed.
public struct InspectorModel: PatternModel {
  public init() {}

  /// A screen file's content for the inspector: none (`InspectorContent`), so
  /// there is nothing to keep and setting it changes nothing.
  public var content: InspectorContent {
    get { InspectorContent() }
    set {}
  }
}
