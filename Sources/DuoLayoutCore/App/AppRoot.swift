/// What holds an app file's screens: a navigation stack (push and back, as
/// SwiftUI's `NavigationStack`), a split view (a sidebar screen beside the
/// one a row of it opens; collapsed to a stack where the window is compact, as
/// `NavigationSplitView` does), or a tab view (`"tabs"`: a tab bar where the
/// window is compact that becomes a sidebar where it is regular, as SwiftUI's
/// `sidebarAdaptable` tab view style does; each tab keeps its own path), or two
/// seats (`"seats"`: two people, one half of the phone each, laid out as the
/// shared-split pattern's halves; each seat has its own navigation stack from
/// the start screen, its own focus, values and fields, and `"shared"` names the
/// values both seats see, `AppSeats`).
///
/// ```json
/// "root": "stack"
/// ```
public enum AppRoot: String, Hashable, Sendable, Codable, CaseIterable {
  case stack
  case split
  case tabs
  case seats
}
