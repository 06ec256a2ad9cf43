import Glibc

/// Folders on this machine, by path: what is in one, where the process runs, and
/// where its executable is. Plain C calls: the front needs nothing more to find
/// files, so it does not link Foundation.
///
/// ```swift
/// Folder.fileNames(in: "Demos")  // ["about.tour", "fold.tour", …]
/// Folder.parent(of: "/usr/local/bin/duoterm")  // "/usr/local/bin"
/// ```
enum Folder {
  /// The names in `folder` but `.` and `..` and hidden ones, sorted; none when it
  /// cannot be read.
  static func fileNames(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// Whether `path` is a folder (following symbolic links).
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The folder the process runs in, or `.` when it cannot be said.
  static var current: String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }

  /// This program's executable, with symbolic links resolved: `/proc/self/exe`,
  /// or the first argument when that cannot be read.
  static var executable: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let first = CommandLine.arguments.first ?? "."
    guard let resolved = realpath(first, nil) else { return first }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `path` in full: with symbolic links and `.`/`..` resolved when the file is
  /// there, else joined to the current folder when it is relative.
  static func absolute(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    return path.hasPrefix("/") ? path : current + "/" + path
  }

  /// The folder that holds `path` (`/` for a path at the root, `.` for a bare name).
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last part of `path`: its file name.
  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
