/// What the allotment screen keeps above its layout: the tab shown and each tab's
/// own list and ticks (measured on the iPhone Duo simulator: the chosen tab was
/// lost on a fold when it lived in the swapped views; here it lives in the model), so the tab bar on the
/// closed phone and the sidebar open are two looks of one state.
public struct TabsToSidebarModel: PatternModel {
  public var tabs = TabsState<TabScreenState>()
  /// The notebook shown: the built-in one, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var allotment: Allotment {
    get { givenAllotment ?? .standard }
    set { givenAllotment = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenAllotment: Allotment?
  /// More's list of the tabs the bar or sidebar has no room for, while it is open
  /// (`m`, or a click on More): where a person is in it. Kept when a change of
  /// environment shows every tab, so the list is back where More is again.
  public var more: ListState?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case tabs, more
  }
}
