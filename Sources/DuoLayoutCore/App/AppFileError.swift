/// An error in an app file, at the value being read: its line and column and
/// its path (`screens[1].content[0].kind`), as every other mistake in the file.
enum AppFileError {
  static func at(_ decoder: any Decoder, _ message: String) -> JSONDecodeError {
    guard let decoding = decoder as? JSONValueDecoding else {
      return JSONDecodeError(position: nil, path: "", message: message)
    }
    return JSONDecodeError(at: decoding.value, path: decoding.path, message: message)
  }
}
