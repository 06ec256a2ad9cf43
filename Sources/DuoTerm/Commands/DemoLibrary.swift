import DuoLayoutCore

/// Where tours are found: the folder `$DUOTERM_DEMOS` names (and only there, so a
/// folder that is not there is an error, never a quiet fall back), else `./Demos`,
/// else the `Demos` folder of the checkout the executable was built in.
enum DemoLibrary {
  /// The folders tours are looked for in, first first; throws when `DUOTERM_DEMOS`
  /// names no folder.
  static func directories(
    environment: [String: String] = ProcessEnvironment.current
  ) throws(UsageError) -> [String] {
    if let custom = environment["DUOTERM_DEMOS"], !custom.isEmpty {
      guard Folder.isFolder(custom) else {
        throw UsageError(
          "DUOTERM_DEMOS is '\(custom.visible)', which is not a folder; set it to a folder of .tour files, or unset it to use Demos/"
        )
      }
      return [custom]
    }
    var result = [Folder.current + "/Demos"]
    var folder = Folder.parent(of: Folder.executable)
    for _ in 0..<6 {
      result.append(folder + "/Demos")
      folder = Folder.parent(of: folder)
    }
    return result
  }

  /// The first folder that holds tours, if any.
  static func directory() throws(UsageError) -> String? {
    try directories().first { Folder.fileNames(in: $0).contains { $0.hasSuffix(".tour") } }
  }

  /// Every tour's file, by name.
  static func tours() throws(UsageError) -> [(name: String, path: String)] {
    guard let directory = try directory() else { return [] }
    return Folder.fileNames(in: directory).filter { $0.hasSuffix(".tour") }.map {
      (String($0.dropLast(5)), directory + "/" + $0)
    }
  }

  /// The tour called `name`, or at the path `name`. Throws a usage error naming
  /// the tours there are; a line that cannot be read is a `DemoError` naming the
  /// file as it was found (`Demos/x.tour`, or its path under `DUOTERM_DEMOS`).
  /// The tour file `name` names, as errors show it (`Demos/feed-fold.tour`).
  static func shownFile(_ name: String) -> String {
    if name.hasSuffix(".tour") || name.contains("/") { return name }
    let found = (try? tours())?.first { $0.name == name }
    return found.map { shownPath($0.path) } ?? "\(name).tour"
  }

  static func load(_ name: String) throws -> DemoScript {
    let path: String
    let file: String
    if name.hasSuffix(".tour") || name.contains("/") {
      path = name
      file = name
    } else if let found = try tours().first(where: { $0.name == name }) {
      path = found.path
      file = shownPath(found.path)
    } else {
      let known = try tours().map { $0.name }.joined(separator: ", ")
      throw UsageError(
        "no tour called '\(name)'; tours: \(known.isEmpty ? "none found (run from the checkout, or set DUOTERM_DEMOS to the Demos folder)" : known)"
      )
    }
    let bytes: [UInt8]
    switch AtomicFile.read(path, limit: sizeLimit) {
    case .read(let content): bytes = content
    case .missing: throw UsageError("no tour file \(file); check the path")
    case .tooLarge:
      throw UsageError(
        "the tour file \(file) is over \(sizeLimit / 1024) KB, the most a tour may be; "
          + "a tour is a short script: split it, or check the path")
    case .failed(let reason):
      throw UsageError("cannot read the tour file \(file) (\(reason)); check the path")
    }
    let fileName = Folder.name(of: path)
    // The tour's name: its file's name without the extension.
    let stem =
      fileName.lastIndex(of: ".").map {
        $0 > fileName.startIndex ? String(fileName[..<$0]) : fileName
      } ?? fileName
    var script = try DemoScript.parse(
      String(decoding: bytes, as: UTF8.self), name: stem, file: file)
    if let (line, named) = script.screenPath {
      // From the tour's folder, as a link in a document is.
      let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
      do {
        script.screen = try ScreenFileReader.read(named.hasPrefix("/") ? named : folder + named)
      } catch {
        throw DemoError(file: file, line: line, message: error.description)
      }
    }
    return script
  }

  /// How a found tour's path is written in messages: from the working directory
  /// when it is under it (`Demos/x.tour`), else whole.
  static func shownPath(_ path: String) -> String {
    let here = Folder.current + "/"
    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
  }

  /// The most bytes a tour file may hold. The longest tour in Demos/ is under 1 KB;
  /// a tour is played whole before the first frame is shown (a 1 MB one took 20 s
  /// and a 15 MB one 65 s and 300 MB), so a file far past any real tour is refused
  /// rather than read.
  static let sizeLimit = 65_536
}
