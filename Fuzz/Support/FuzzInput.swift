/// The fuzzer's bytes, read front to back. Reading past the end gives zeros, so a
/// short input is still a whole test.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var index = 0

  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  }

  public var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or nil at the end.
  public mutating func byte() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }

  /// A number in `0..<bound` from the next byte (0 at the end).
  public mutating func int(below bound: Int) -> Int {
    Int(byte() ?? 0) % max(1, bound)
  }

  /// The bytes not read yet.
  public mutating func rest() -> [UInt8] {
    defer { index = bytes.count }
    return Array(bytes[min(index, bytes.count)...])
  }

  /// The bytes not read yet as text, invalid UTF-8 repaired as a reader would.
  public mutating func text() -> String {
    String(decoding: rest(), as: UTF8.self)
  }
}

/// Stops the run with `message` when `condition` fails; libFuzzer reports it as a
/// crash and keeps the input.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError(message()) }
}
