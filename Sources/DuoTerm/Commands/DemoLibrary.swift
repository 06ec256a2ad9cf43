import DuoLayoutCore

/// Where tours are found: `$DUOTERM_DEMOS`, `./Demos`, or the `Demos` folder of the
/// checkout the executable was built in.
enum DemoLibrary {
  static var directories: [String] {
    var result: [String] = []
    if let custom = ProcessEnvironment.current["DUOTERM_DEMOS"], !custom.isEmpty {
      result.append(custom)
    }
    result.append(Folder.current + "/Demos")
    var folder = Folder.parent(of: Folder.executable)
    for _ in 0..<6 {
      result.append(folder + "/Demos")
      folder = Folder.parent(of: folder)
    }
    return result
  }

  /// The first folder that holds tours.
  static var directory: String? {
    directories.first { Folder.fileNames(in: $0).contains { $0.hasSuffix(".tour") } }
  }

  /// Every tour's file, by name.
  static func tours() -> [(name: String, path: String)] {
    guard let directory else { return [] }
    return Folder.fileNames(in: directory).filter { $0.hasSuffix(".tour") }.map {
      (String($0.dropLast(5)), directory + "/" + $0)
    }
  }

  /// The tour called `name`, or at the path `name`. Throws a usage error naming
  /// the tours there are; a line that cannot be read is a `DemoError`.
  static func load(_ name: String) throws -> DemoScript {
    let path: String
    if name.hasSuffix(".tour") || name.contains("/") {
      path = name
    } else if let found = tours().first(where: { $0.name == name }) {
      path = found.path
    } else {
      let known = tours().map(\.name).joined(separator: ", ")
      throw UsageError(
        "no tour called '\(name)'; tours: \(known.isEmpty ? "none found (run from the checkout, or set DUOTERM_DEMOS to the Demos folder)" : known)"
      )
    }
    let bytes: [UInt8]
    switch AtomicFile.read(path, limit: sizeLimit) {
    case .read(let content): bytes = content
    case .missing: throw UsageError("no tour file \(path); check the path")
    case .tooLarge:
      throw UsageError(
        "the tour file \(path) is over \(sizeLimit / 1024) KB, the most a tour may be; "
          + "a tour is a short script: split it, or check the path")
    case .failed(let reason):
      throw UsageError("cannot read the tour file \(path) (\(reason)); check the path")
    }
    let fileName = Folder.name(of: path)
    let file = name.hasSuffix(".tour") || name.contains("/") ? name : "Demos/\(fileName)"
    // The tour's name: its file's name without the extension.
    let stem =
      fileName.lastIndex(of: ".").map {
        $0 > fileName.startIndex ? String(fileName[..<$0]) : fileName
      } ?? fileName
    return try DemoScript.parse(String(decoding: bytes, as: UTF8.self), name: stem, file: file)
  }

  /// The most bytes a tour file may hold. The longest tour in Demos/ is under 1 KB;
  /// a tour is played whole before the first frame is shown (a 1 MB one took 20 s
  /// and a 15 MB one 65 s and 300 MB), so a file far past any real tour is refused
  /// rather than read.
  static let sizeLimit = 65_536
}
