/// What an inspector screen file holds (`"content": {}`): nothing. The inspector
/// shows the layout environment it is handed, so a file names the kind and the
/// environment (pose, device, size) does the rest; an empty object is the one
/// content it reads, and any field in it is a mistake.
///
/// ```swift
/// ScreenExport.screen(for: .inspector)?.content?.value   // {}
/// ```
public struct InspectorContent: Hashable, Sendable, Codable {
  public init() {}
}
