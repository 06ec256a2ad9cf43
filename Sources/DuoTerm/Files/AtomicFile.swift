import Glibc

/// The one way DuoTerm reads and writes its files (the config, the session): a file
/// is written whole or not at all — to a unique temporary file in the same folder,
/// flushed to disk, then renamed over the old one — and a file that cannot be used
/// is never overwritten: it is renamed aside to `NAME.corrupt-N` and kept.
enum AtomicFile {
  /// Why a file operation failed: one line for the status line or standard error.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// What reading found.
  enum Contents: Equatable {
    case missing
    case failed(String)
    /// Longer than the limit it was read with: not read at all.
    case tooLarge(limit: Int)
    case read([UInt8])
  }

  /// The bytes of the file at `path`. A file longer than `limit` is not one DuoTerm
  /// wrote: it fails to read (and is then set aside) rather than be read in part.
  ///
  /// Only a regular file is read. Anything else fails at once: a FIFO would block
  /// `open` until something writes to it (start-up hung with no word, even with
  /// `--fresh`), a device may never end. So the file is opened without blocking
  /// and checked with `fstat` before a byte is read.
  static func read(_ path: String, limit: Int = 1 << 22) -> Contents {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    if descriptor < 0 { return errno == ENOENT ? .missing : .failed(describe(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failed(describe(errno)) }
    if let kind = notRegular(status.st_mode) { return .failed("it is \(kind), not a regular file") }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while result.count <= limit {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(describe(errno))
      }
      if count == 0 { return .read(result) }
      result += buffer[0..<count]
    }
    return .tooLarge(limit: limit)
  }

  /// Why a file over `limit` bytes was not read, for a warning.
  static func oversize(_ limit: Int) -> String {
    "over \(limit) bytes, more than DuoTerm ever writes"
  }

  /// What the file is when it is not a regular file (`a FIFO`), else nil.
  private static func notRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "a special file"
    }
  }

  /// Writes `bytes` to `path`, making its folder (private to the user) if needed.
  ///
  /// A symbolic link (a config kept in a dotfiles repository) is written through:
  /// the new file is made in the target's folder and renamed over the target, so
  /// the link stays a link and the repository gets the change. The file keeps the
  /// mode it had (a new file is private, 0600). A link that points nowhere is
  /// reported and left as it is, never replaced by a regular file.
  static func write(_ bytes: [UInt8], to link: String) throws(Failure) {
    let path = try target(of: link)
    let folder = Folder.parent(of: path)
    try makeDirectory(folder)
    var existing = stat()
    let mode: mode_t? = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    var template = Array("\(folder)/.\(Folder.name(of: path)).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw Failure("cannot create a file in \(folder) (\(describe(errno)))")
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var failure = writeAndSync(bytes, to: descriptor)
    if failure == nil, let mode, chmod(temporary, mode) != 0 { failure = errno }
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw Failure("cannot write \(path) (\(describe(failure)))")
    }
  }

  /// The file a write to `path` changes: `path` itself, or, when it is a symbolic
  /// link, the file the link leads to (through any chain of links).
  static func target(of path: String) throws(Failure) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
    guard stat(path, &status) == 0 else {
      let code = errno
      let pointsTo = destination(of: path).map { " to \($0)" } ?? ""
      throw Failure(
        "\(path) is a link\(pointsTo) that leads nowhere (\(describe(code))), so it is left as it is"
          + " — make the file it points to, or remove the link")
    }
    guard let resolved = realpath(path, nil) else {
      throw Failure("cannot follow the link \(path) (\(describe(errno)))")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// What the link at `path` says it points to, as written in it.
  private static func destination(of path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes all of `bytes` to `descriptor`, flushes them to disk and closes it.
  /// Returns the error number of what failed, or nil.
  static func writeAndSync(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    var failure: Int32? = nil
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      offset += written
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    return failure
  }

  /// Renames the file at `path` to the first free `NAME.corrupt-N`. Returns the new
  /// name, or nil when it could not be moved (then it must be left alone).
  static func setAside(_ path: String) -> String? {
    for number in 1...1000 {
      let target = "\(path).corrupt-\(number)"
      var status = stat()
      if lstat(target, &status) == 0 { continue }
      return rename(path, target) == 0 ? Folder.name(of: target) : nil
    }
    return nil
  }

  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  static func makeDirectory(_ folder: String) throws(Failure) {
    var status = stat()
    if stat(folder, &status) == 0 { return }
    if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      try makeDirectory(String(folder[..<slash]))
    }
    if mkdir(folder, 0o700) != 0 && errno != EEXIST {
      throw Failure("cannot make the folder \(folder) (\(describe(errno)))")
    }
  }
}
