/// How a frame is written out: plain text, text with ANSI colours for a terminal,
/// or an SVG picture for a document.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
  case text
  case ansi
  case svg

  /// Every format name, for error messages.
  public static var argumentList: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// The grid written in this format.
  public func export(_ grid: CellGrid, title: String = "DuoTerm") -> String {
    switch self {
    case .text: grid.text
    case .ansi: ANSIExport.render(grid)
    case .svg: SVGExport.render(grid, title: title)
    }
  }
}
