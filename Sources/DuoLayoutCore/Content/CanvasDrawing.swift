/// A drawing in cells bigger than any view of it, read from a `Content/` data file:
/// named layers (one character per canvas unit) and named places. The extended
/// canvas pans a map of it; the camera's viewfinder and the arrangements' photo
/// show part of one. A view is drawn through a `CanvasViewport`, so what is at its
/// centre stays there however big the view is.
///
/// ```swift
/// let map = try CanvasDrawing.bundled("Content/ambry-map.txt")
/// map.lines("streets", viewport: CanvasViewport(centre: map.centre), columns: 40, rows: 12)
/// ```
public struct CanvasDrawing: Hashable, Sendable {
  /// The `title:` field.
  public var title: String
  /// Each `[layer NAME]` section's lines, as characters.
  public var layers: [String: [[Character]]]
  /// The `[places]` section.
  public var places: [CanvasPlace]
  /// The widest layer's width and the tallest's height, in canvas units.
  public var width: Int
  public var height: Int

  /// The points a viewport's centre may take: the drawing itself.
  public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

  /// The drawing's middle.
  public var centre: Point { Point(x: Double(width / 2), y: Double(height / 2)) }

  /// Reads `file`: a `[layer NAME]` section per layer and at most one `[places]`
  /// section of `X Y Name` lines.
  public init(_ file: ContentFile) throws(ContentError) {
    title = file.field("title")?.text ?? ""
    layers = [:]
    places = []
    for section in file.sections(LayerKind.layer) {
      guard !section.name.isEmpty else {
        throw ContentError(
          path: file.path, line: section.line, message: "the layer has no name — write [layer NAME]"
        )
      }
      layers[section.name] = section.lines.map { Self.characters($0.text) }
    }
    for line in file.sections(LayerKind.places).flatMap(\.lines)
    where !line.text.trimmingBlanks.isEmpty {
      let parts = line.text.trimmingBlanks.split(separator: " ", maxSplits: 2)
      guard parts.count == 3, let x = Int(parts[0]), let y = Int(parts[1]) else {
        throw ContentError(
          path: file.path, line: line.number,
          message: "'\(line.text.visible)' is no place — write X Y Name, as 12 30 Old Market")
      }
      places.append(CanvasPlace(x: x, y: y, name: String(parts[2])))
    }
    width = layers.values.flatMap { $0.map(\.count) }.max() ?? 0
    height = layers.values.map(\.count).max() ?? 0
    if let outside = places.first(where: { $0.x < 0 || $0.y < 0 || $0.x >= width || $0.y >= height }
    ) {
      throw ContentError(
        path: file.path, line: file.sections(LayerKind.places).first?.line ?? 1,
        message:
          "place '\(outside.name.visible)' at \(outside.x) \(outside.y) is off the drawing"
          + " — keep X under \(width) and Y under \(height)")
    }
  }

  /// The drawing shipped at `path` (`Content/ambry-map.txt`).
  public static func bundled(_ path: String) throws(ContentError) -> CanvasDrawing {
    try CanvasDrawing(ContentFile.bundled(path))
  }

  /// The characters of `line`, as `Array(line)` gives them but cheaply where every
  /// scalar is one that never joins its neighbours into one character (printable
  /// ASCII and Latin-1, punctuation, arrows, box drawing, blocks, shapes): a
  /// drawing's lines are read at every start, and finding where characters end is
  /// most of that.
  static func characters(_ line: String) -> [Character] {
    var characters: [Character] = []
    characters.reserveCapacity(line.utf8.count)
    for scalar in line.unicodeScalars {
      guard standsAlone(scalar) else { return Array(line) }
      characters.append(Character(scalar))
    }
    return characters
  }

  /// Whether `scalar` is a character of its own beside any other such scalar: no
  /// control, format, joiner, combining mark, prefix, regional indicator or Hangul
  /// jamo is among these ranges.
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA1...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2030...0x205E,
      0x2190...0x2BFF:
      true
    default: false
    }
  }

  /// The section kinds a drawing reads.
  private enum LayerKind {
    static let layer = "layer"
    static let places = "places"
  }

  /// The character at canvas point `x`, `y` of `layer`: a space off the drawing.
  public func character(_ layer: String, x: Int, y: Int) -> Character {
    guard let lines = layers[layer], y >= 0, y < lines.count, x >= 0, x < lines[y].count else {
      return " "
    }
    return lines[y][x]
  }

  /// A view of `columns` × `rows` cells through `viewport`: `layer` sampled at the
  /// zoom, then the places' names (when `names`) at their own size, then `mark` on
  /// the centre cell (the cell that shows `viewport.centre`).
  public func lines(
    _ layer: String, viewport: CanvasViewport, columns: Int, rows: Int, names: Bool = false,
    mark: Character? = nil
  ) -> [String] {
    guard columns > 0, rows > 0 else { return [] }
    var grid = (0..<rows).map { row in
      (0..<columns).map { column -> Character in
        let point = viewport.canvasPoint(column: column, row: row, columns: columns, rows: rows)
        return character(layer, x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
      }
    }
    let zoom = viewport.zoom > 0 ? viewport.zoom : 1
    func cell(_ x: Double, _ y: Double) -> (column: Int, row: Int) {
      (
        columns / 2 + Int(((x - viewport.centre.x) * zoom).rounded(.down)),
        rows / 2 + Int(((y - viewport.centre.y) * zoom).rounded(.down))
      )
    }
    if names {
      for place in places {
        let start = cell(Double(place.x), Double(place.y))
        guard start.row >= 0, start.row < rows else { continue }
        for (offset, character) in place.name.enumerated() {
          let column = start.column + offset
          if column >= 0 && column < columns { grid[start.row][column] = character }
        }
      }
    }
    if let mark { grid[rows / 2][columns / 2] = mark }
    return grid.map { String($0).trimmingTrailingSpaces }
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}

extension CanvasDrawing {
  /// A drawing made in code: `layers` of lines and `places` (a test's, or the
  /// stand-in when a shipped file cannot be read).
  public init(title: String, layers: [String: [String]], places: [CanvasPlace] = []) {
    self.title = title
    self.layers = layers.mapValues { $0.map(Self.characters) }
    self.places = places
    width = layers.values.flatMap { $0.map(\.count) }.max() ?? 0
    height = layers.values.map(\.count).max() ?? 0
  }
}
