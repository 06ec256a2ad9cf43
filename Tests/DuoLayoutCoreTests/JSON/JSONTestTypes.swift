@testable import DuoLayoutCore

/// Types the JSON tests decode, shaped like a device profile.
enum JSONTestTypes {
  enum Fold: String, Codable, CaseIterable, Equatable {
    case flat, book, tent
  }

  struct Window: Codable, Equatable {
    var width: Double
    var height: Double
  }

  struct Hold: Codable, Equatable {
    var window: Window
    var fold: Fold?
  }

  struct Display: Codable, Equatable {
    var name: String
    var holds: [String: Hold]
  }

  struct Profile: Codable, Equatable {
    var refresh: Int
    var displays: [Display]
  }

  /// A hinge angle that checks its own range and says so at its position.
  struct Hinge: Codable, Equatable {
    var angle: Int

    init(angle: Int) { self.angle = angle }

    init(from decoder: any Decoder) throws {
      angle = try decoder.singleValueContainer().decode(Int.self)
      guard (0...180).contains(angle) else {
        throw decoder.positionedError("a hinge angle of \(angle)° — write an angle from 0 to 180")
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(angle)
    }
  }

  /// Every kind of field the coders handle.
  struct Everything: Codable, Equatable {
    enum Shape: Codable, Equatable {
      case dot
      case line(length: Double)
      case box(Window, label: String?)
    }

    var flag = true
    var text = "a \"quoted\" \\ line\nwith\ttabs, \u{1B}[1m, é, 日本, 😀"
    var int = -42
    var int8: Int8 = .min
    var int16: Int16 = .max
    var int32: Int32 = .min
    var int64: Int64 = .min
    var uint: UInt = .max
    var uint8: UInt8 = .max
    var uint16: UInt16 = .max
    var uint32: UInt32 = .max
    var uint64: UInt64 = .max
    var double = 0.1
    var tiny = Double.leastNonzeroMagnitude
    var huge = Double.greatestFiniteMagnitude
    var negativeZero = -0.0
    var float: Float = 0.1
    var optional: Int? = nil
    var present: String? = "here"
    var fold = Fold.tent
    var list = [1.5, -2, 3e-7]
    var nested = [[1], [], [2, 3]]
    var map = ["b": Window(width: 1, height: 2), "a": Window(width: 3.25, height: 4)]
    var shapes: [Shape] = [.dot, .line(length: 2.5), .box(Window(width: 1, height: 1), label: nil)]
    var hinge = Hinge(angle: 90)
  }
}
