import Testing

@testable import DuoLayoutCore

/// The drawings the canvas, the camera and the arrangements show: the shipped
/// files read, a view keeps its centre, and a bad line names its file and line.
@Suite struct CanvasDrawingTests {
  @Test(arguments: ["Content/ambry-map.txt", "Content/camera-scenes.txt"])
  func shippedDrawingsRead(path: String) throws {
    let drawing = try CanvasDrawing.bundled(path)
    #expect(
      drawing.width > 100 && drawing.height > 40, "\(path) is \(drawing.width)×\(drawing.height)")
  }

  @Test func theCentreCellShowsTheViewportCentreAtEverySizeAndZoom() {
    let rows = (0..<9).map { y in String((0..<9).map { x in Character(String((x + y) % 10)) }) }
    let drawing = CanvasDrawing(title: "digits", layers: ["d": rows])
    for zoom in [0.5, 1, 2] {
      for (columns, height) in [(3, 3), (8, 5), (21, 11)] {
        let viewport = CanvasViewport(centre: Point(x: 4, y: 3), zoom: zoom)
        let lines = drawing.lines("d", viewport: viewport, columns: columns, rows: height)
        let row = Array(lines[height / 2])
        #expect(row[columns / 2] == "7", "zoom \(zoom), \(columns)×\(height): \(lines)")
      }
    }
  }

  @Test func namesKeepTheirSizeAtEveryZoom() {
    let drawing = CanvasDrawing(
      title: "blank", layers: ["d": Array(repeating: String(repeating: ".", count: 40), count: 10)],
      places: [CanvasPlace(x: 20, y: 5, name: "Quay")])
    for zoom in [0.5, 1, 2] {
      let lines = drawing.lines(
        "d", viewport: CanvasViewport(centre: Point(x: 20, y: 5), zoom: zoom), columns: 20, rows: 5,
        names: true)
      #expect(lines[2].contains("Quay"), "zoom \(zoom): \(lines)")
    }
  }

  @Test(arguments: [
    (
      "[places]\n1 x Quay\n",
      "t.txt:2: '1 x Quay' is no place — write X Y Name, as 12 30 Old Market"
    ),
    ("[layer]\nab\n", "t.txt:1: the layer has no name — write [layer NAME]"),
    (
      "[layer a]\nab\n[places]\n5 0 Far\n",
      "t.txt:3: place 'Far' at 5 0 is off the drawing — keep X under 2 and Y under 1"
    ),
    (
      "title Ambry\n",
      "t.txt:1: 'title Ambry' is neither a field nor a section — write name: value, or [kind name]"
    ),
  ])
  func badLinesNameTheFileAndLine(text: String, message: String) {
    #expect(throws: ContentError.self) { try CanvasDrawing(ContentFile.parse(text, path: "t.txt")) }
    do {
      _ = try CanvasDrawing(ContentFile.parse(text, path: "t.txt"))
    } catch {
      #expect(error.description == message)
    }
  }
}
