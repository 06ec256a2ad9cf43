/// One tab's own state on the allotment screen: where its list is, and what is
/// ticked off in it. Every tab keeps its own while another is shown.
public struct TabScreenState: PatternModel {
  public var list = ListState()
  /// IDs of the rows ticked off.
  public var ticked: Set<String> = []

  public init() {}
}
