/// What holds an app file's screens: a navigation stack (push and back, as
/// SwiftUI's `NavigationStack`), or a split view (a sidebar screen beside the
/// one a row of it opens; collapsed to a stack where the window is compact, as
/// `NavigationSplitView` does).
///
/// ```json
/// "root": "stack"
/// ```
public enum AppRoot: String, Hashable, Sendable, Codable, CaseIterable {
  case stack
  case split
}
