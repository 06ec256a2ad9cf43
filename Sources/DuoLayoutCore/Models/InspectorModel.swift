/// The inspector keeps nothing: it shows the environment it is handed.
public struct InspectorModel: PatternModel {
  public init() {}
}
