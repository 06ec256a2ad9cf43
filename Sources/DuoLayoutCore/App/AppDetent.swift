/// How high a sheet stands on a compact display, as SwiftUI's
/// `presentationDetents`: `medium` about half the height, the screen under it in
/// view above; `large` nearly the whole height, only the top of the screen under
/// it showing. A screen presented as a sheet lists the detents it allows, the
/// first where it opens; `+` and `-` move between them, as dragging the sheet's
/// grabber does. On a regular display (the open inner one) a sheet is a centred
/// form sheet whatever its detent, as on iPad (`SheetLayout`).
///
/// ```json
/// {"id": "details", "title": "Details", "detents": ["medium", "large"]}
/// ```
public enum AppDetent: String, Hashable, Sendable, Codable, CaseIterable {
  case medium
  case large
}
