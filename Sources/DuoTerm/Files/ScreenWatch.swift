import DuoLayoutCore

/// The screen file of `duoterm --screen FILE`, watched: after each save, the
/// event for the core, the new screen or what is wrong with it. A save that
/// changed nothing (an editor's second event for one save) gives nothing.
///
/// ```swift
/// let watch = ScreenWatch(path: "chat.json", shown: screen)
/// if let event = watch?.event() { send(event) }   // .screenRead or .screenFailed
/// ```
final class ScreenWatch {
  let path: String
  private let watch: FileWatch
  /// What the last reading gave, to tell a real change from a repeated event.
  private var last: Result<ScreenFile, ScreenProblem>

  init?(path: String, shown: ScreenFile) {
    guard let watch = FileWatch(path: path) else { return nil }
    self.path = path
    self.watch = watch
    last = .success(shown)
  }

  /// The descriptor to poll with the keys.
  var descriptor: Int32 { watch.descriptor }

  /// The event the saves since the last call give, nil when none changed the file's
  /// meaning (or none was about the file).
  func event() -> Event? {
    guard watch.drain() else { return nil }
    let now: Result<ScreenFile, ScreenProblem>
    do throws(ScreenProblem) {
      now = .success(try ScreenFileReader.read(path))
    } catch {
      now = .failure(error)
    }
    guard now != last else { return nil }
    last = now
    switch now {
    case .success(let screen): return .screenRead(screen)
    case .failure(let problem): return .screenFailed(problem)
    }
  }
}
