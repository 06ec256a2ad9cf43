import Glibc

/// The scratch folder `duoterm-bench` works in, and writing small files there.
enum BenchFiles {
  /// A new private folder under `$TMPDIR` (or `/tmp`), or nil.
  static func makeFolder() -> String? {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(base)/duoterm-bench-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else { return nil }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    for sub in ["state", "config"] { mkdir("\(path)/\(sub)", 0o700) }
    return path
  }

  /// Removes `folder` and everything in it (not following symbolic links).
  static func remove(_ folder: String) {
    if let directory = opendir(folder) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = "\(folder)/\(name)"
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
          remove(path)
        } else {
          unlink(path)
        }
      }
      closedir(directory)
    }
    rmdir(folder)
  }

  /// Writes `text` to `path`; false when it cannot.
  /// Empties the bench folder's state folder: the run that follows starts with
  /// no saved session. `--fresh` still reads one (to set a corrupt one aside),
  /// so a session another figure left (the idle figure's pong game) would be
  /// decoded at start, and a figure would depend on which ran before it.
  static func forgetSession(in folder: String) {
    remove(folder + "/state")
    mkdir(folder + "/state", 0o700)
  }

  static func write(_ path: String, _ text: String) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
  }

  /// The bytes of the file at `path`, or nil when it cannot be read.
  static func bytes(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      result += chunk[0..<count]
    }
    return result
  }
}
