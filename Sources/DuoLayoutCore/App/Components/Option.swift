/// One choice of a segmented control or a picker: an ID (its value) and a title.
///
/// ```json
/// {"id": "auto", "title": "Automatic"}
/// ```
public struct Option: Hashable, Sendable, Codable {
  public var id: String
  public var title: String

  /// The option after (or before, `step` -1) the one with `id`, wrapping round.
  static func next(after id: String?, in options: [Option], by step: Int) -> String? {
    guard !options.isEmpty else { return nil }
    let index = options.firstIndex { $0.id == id } ?? 0
    return options[(index + step % options.count + options.count) % options.count].id
  }
}
