import DuoData

/// Sample content kept as data: the JSON files of the repository's `Content/`
/// folder, built into `duoterm` by the EmbedData plugin, read with the core's own
/// JSON decoder. A built-in file that does not read is a mistake in the
/// repository, not something a person can cause (a test reads every one), so it
/// stops the program naming the file and the problem, as a built-in device
/// profile does.
///
/// ```swift
/// let recipe: Recipe = BuiltInContent.load("Content/recipe.json")
/// let mail = BuiltInContent.load("Content/mailbox.json", direct: Mailbox.init(direct:))
/// ```
public enum BuiltInContent {
  /// The file at `path` decoded as `T`, strictly (an unknown field is a mistake);
  /// read by `direct` instead when it can (a hand reader, for what a start reads:
  /// `BuiltInContent+Direct.swift`).
  public static func load<T: Decodable>(
    _ path: String, as type: T.Type = T.self, direct: (JSONValue) -> T? = { _ in nil }
  ) -> T {
    do {
      return try read(path, as: type, direct: direct)
    } catch {
      fatalError("the built-in content \(error)")
    }
  }

  /// The file at `path` read by `direct`, or else decoded as `T`, or what is
  /// wrong with it, as `FILE:LINE:COL: what — fix`.
  public static func read<T: Decodable>(
    _ path: String, as type: T.Type = T.self, direct: (JSONValue) -> T? = { _ in nil }
  ) throws(BuiltInContentError) -> T {
    guard let text = BundledFiles.text(path) else {
      throw BuiltInContentError("\(path): no such file is built in — add it to Content/")
    }
    let value: JSONValue
    do {
      value = try JSONReader.parse(text)
    } catch {
      throw BuiltInContentError(error.description(file: path))
    }
    if let read = direct(value) { return read }
    do {
      return try JSONValueDecoder(strict: true).decode(T.self, from: value)
    } catch {
      throw BuiltInContentError(error.description(file: path))
    }
  }
}
