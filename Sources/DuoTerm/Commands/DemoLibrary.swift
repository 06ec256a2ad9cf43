import DuoLayoutCore
import Foundation

/// Where tours are found: `$DUOTERM_DEMOS`, `./Demos`, or the `Demos` folder of the
/// checkout the executable was built in.
enum DemoLibrary {
  static var directories: [URL] {
    var result: [URL] = []
    if let custom = ProcessInfo.processInfo.environment["DUOTERM_DEMOS"], !custom.isEmpty {
      result.append(URL(fileURLWithPath: custom))
    }
    result.append(
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Demos")
    )
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<6 {
      result.append(folder.appendingPathComponent("Demos"))
      folder.deleteLastPathComponent()
    }
    return result
  }

  /// The first folder that holds tours.
  static var directory: URL? {
    directories.first { url in
      (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.contains {
        $0.hasSuffix(".tour")
      } ?? false
    }
  }

  /// Every tour's file, by name.
  static func tours() -> [(name: String, url: URL)] {
    guard let directory,
      let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".tour") }.sorted().map {
      (String($0.dropLast(5)), directory.appendingPathComponent($0))
    }
  }

  /// The tour called `name`, or at the path `name`. Throws a usage error naming
  /// the tours there are; a line that cannot be read is a `DemoError`.
  static func load(_ name: String) throws -> DemoScript {
    let url: URL
    if name.hasSuffix(".tour") || name.contains("/") {
      url = URL(fileURLWithPath: name)
    } else if let found = tours().first(where: { $0.name == name }) {
      url = found.url
    } else {
      let known = tours().map(\.name).joined(separator: ", ")
      throw UsageError(
        "no tour called '\(name)'; tours: \(known.isEmpty ? "none found (run from the checkout, or set DUOTERM_DEMOS to the Demos folder)" : known)"
      )
    }
    let bytes: [UInt8]
    switch AtomicFile.read(url.path, limit: sizeLimit) {
    case .read(let content): bytes = content
    case .missing: throw UsageError("no tour file \(url.path); check the path")
    case .tooLarge:
      throw UsageError(
        "the tour file \(url.path) is over \(sizeLimit / 1024) KB, the most a tour may be; "
          + "a tour is a short script: split it, or check the path")
    case .failed(let reason):
      throw UsageError("cannot read the tour file \(url.path) (\(reason)); check the path")
    }
    let file =
      name.hasSuffix(".tour") || name.contains("/") ? name : "Demos/\(url.lastPathComponent)"
    return try DemoScript.parse(
      String(decoding: bytes, as: UTF8.self), name: url.deletingPathExtension().lastPathComponent,
      file: file)
  }

  /// The most bytes a tour file may hold. The longest tour in Demos/ is under 1 KB;
  /// a tour is played whole before the first frame is shown (a 1 MB one took 20 s
  /// and a 15 MB one 65 s and 300 MB), so a file far past any real tour is refused
  /// rather than read.
  static let sizeLimit = 65_536
}
