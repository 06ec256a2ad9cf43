import DuoLayoutCore
import DuoTermRender

/// What an option's value is: how it is written in the help (`POSE`, `WxH`), the
/// choices there are, how the text is read (with one error wording per kind, naming
/// the fix) and how a value is written back (for defaults in the help).
///
/// ```swift
/// try ValueKind.pose.read("book")      // .book
/// try ValueKind.size.read("80x24")     // 80 columns, 24 rows
/// ValueKind.size.describe(.standard)   // "200x50"
/// ```
struct ValueKind<Value: Sendable>: Sendable {
  /// What follows the option's name in a synopsis: `POSE`, `WxH`, `text|ansi|svg`.
  var placeholder: String
  /// The values there are, listed in the option's help; empty when free-form or
  /// already in the placeholder.
  var choices: @Sendable () -> [String] = { [] }
  /// Every value, for a command that takes `all` (the audit's poses and patterns).
  var every: @Sendable () -> [Value] = { [] }
  /// Throws when `all` cannot mean every value: one that exists but cannot be used
  /// (a person's own device profile with a mistake), rather than leaving it out.
  var checkEvery: @Sendable () throws(UsageError) -> Void = {}
  /// The value `text` stands for; `option` is the option's name, for the error.
  var read: @Sendable (_ text: String, _ option: String) throws(UsageError) -> Value
  /// The value as it is written on the command line.
  var describe: @Sendable (Value) -> String

  /// Reads `text` given to no option in particular (the kinds whose errors do not
  /// name the option).
  func read(_ text: String) throws(UsageError) -> Value {
    try read(text, "")
  }
}

extension ValueKind {
  /// A value known by name: each of `every`, written as `describe` gives it. A
  /// name that is none of them is `unknown pose 'x'; poses: …`. With a
  /// placeholder (`POSE`) the help lists the names; without, the placeholder is
  /// them (`text|ansi|svg`).
  /// `hint` adds a line's end for a name that looks like something else (a file).
  static func named(
    _ noun: String, placeholder: String? = nil,
    every: @escaping @Sendable () -> [Value], describe: @escaping @Sendable (Value) -> String,
    hint: @escaping @Sendable (String) -> String? = { _ in nil }
  ) -> ValueKind {
    let names: @Sendable () -> [String] = { every().map(describe) }
    let read: @Sendable (String, String) throws(UsageError) -> Value = {
      text, _ throws(UsageError) in
      guard let value = every().first(where: { describe($0) == text }) else {
        let list = names().joined(separator: ", ")
        throw UsageError(
          "unknown \(noun) '\(text)'; \(noun)s: \(list)" + (hint(text).map { " — \($0)" } ?? ""))
      }
      return value
    }
    var kind = ValueKind(
      placeholder: placeholder ?? names().joined(separator: "|"), every: every, read: read,
      describe: describe)
    if placeholder != nil { kind.choices = names }
    return kind
  }
}

extension ValueKind where Value == Pose {
  /// One of the six pose names.
  static let pose = named(
    "pose", placeholder: "POSE", every: { Pose.allCases }, describe: { $0.argument })
}

extension ValueKind where Value == PatternID {
  /// A pattern of the standard registry, by name.
  static let pattern = named(
    "pattern", placeholder: "PATTERN", every: { PatternRegistry.standard.ids },
    describe: { $0.argument },
    hint: {
      $0.hasSuffix(".json")
        ? "a screen or app file is shown with \(Options.screen.name) \($0)" : nil
    })
}

extension ValueKind where Value == PatternID {
  /// The built-in patterns `duoterm screen export` can write out.
  static let exportablePattern = named(
    "pattern", placeholder: "PATTERN", every: { ScreenExport.patterns },
    describe: { $0.argument })
}

extension ValueKind where Value == ScreenKind {
  /// The patterns a screen file can be laid out by.
  static let screenKind = named(
    "screen pattern", placeholder: "PATTERN", every: { ScreenKind.allCases },
    describe: { $0.rawValue })
}

extension ValueKind where Value == AppRoot {
  /// What holds an app file's screens (`screen new --root`).
  static let appRoot = named(
    "root", every: { AppRoot.allCases }, describe: { $0.rawValue })
}

extension ValueKind where Value == ScreenFile {
  /// A screen file's path, read and checked as the option is read.
  static let screen = ValueKind(
    placeholder: "FILE.json",
    read: { text, _ throws(UsageError) in
      do throws(ScreenProblem) {
        return try ScreenFileReader.read(text)
      } catch {
        throw UsageError(error.description)
      }
    }, describe: { $0.title })
}

extension ValueKind where Value == TerminalSize {
  /// `COLUMNSxROWS`, each side from 1 to `TerminalSize.maxSide`.
  static let size = ValueKind(
    placeholder: "WxH",
    read: { text, _ throws(UsageError) in
      guard let size = TerminalSize(argument: text) else {
        throw UsageError(
          "bad size '\(text)'; give columns x rows, each 1 to \(TerminalSize.maxSide), for example 200x50 or 80x24"
        )
      }
      return size
    }, describe: { $0.argument })
}

extension ValueKind where Value == ExportFormat {
  /// `text`, `ansi` or `svg`.
  static let format = named("format", every: { ExportFormat.allCases }, describe: { $0.rawValue })
}

extension ValueKind where Value == AuditFormat {
  /// `text`, `json`, `junit` or `sarif`.
  static let auditFormat = named(
    "format", every: { AuditFormat.allCases }, describe: { $0.rawValue })
}

extension ValueKind where Value == CheckFormat {
  /// `text` or `junit`.
  static let checkFormat = named(
    "format", every: { CheckFormat.allCases }, describe: { $0.rawValue })
}

extension ValueKind where Value == AuditShard {
  /// `K/N`: the K-th of N parts, 1 ≤ K ≤ N.
  static let shard = ValueKind(
    placeholder: "K/N",
    read: { text, option throws(UsageError) in
      guard let shard = AuditShard(argument: text) else {
        throw UsageError(
          "bad \(option) '\(text.visible)'; give K/N, the K-th of N parts with 1 ≤ K ≤ N, like 2/4")
      }
      return shard
    }, describe: { $0.argument })
}

extension ValueKind where Value == ColorChoice {
  /// `auto`, `always` or `never`.
  static let color = named(
    "colour choice", every: { ColorChoice.allCases }, describe: { $0.rawValue })
}

extension ValueKind where Value == DeviceProfile {
  /// A built-in profile by name, or a profile file (`DeviceOption`).
  static let device = ValueKind(
    placeholder: "NAME|FILE.json", choices: { DeviceLibrary.registry().names },
    every: { DeviceLibrary.registry().profiles },
    checkEvery: { () throws(UsageError) in try DeviceLibrary.checkEveryReads() },
    read: { text, _ throws(UsageError) in try DeviceOption.resolve(text) }, describe: { $0.id })
}

extension ValueKind where Value == Int {
  /// A whole number in `range`; `unit` says what it counts, for the help and the error.
  static func int(_ range: ClosedRange<Int>, _ unit: String) -> ValueKind {
    ValueKind(
      placeholder: "N",
      read: { text, option throws(UsageError) in
        guard let value = Int(text), range.contains(value) else {
          throw UsageError(
            "bad \(option) '\(text)'; give a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)"
          )
        }
        return value
      }, describe: { String($0) })
  }
}

extension ValueKind where Value == String {
  /// One of `choices`, written as they are.
  static func choice(_ choices: [String]) -> ValueKind {
    ValueKind(
      placeholder: choices.joined(separator: "|"),
      read: { text, option throws(UsageError) in
        guard choices.contains(text) else {
          throw UsageError(
            "unknown \(option) '\(text)'; give one of: \(choices.joined(separator: ", "))")
        }
        return text
      }, describe: { $0 })
  }

  /// A session's name: lower-case letters, digits and dashes, so it is a file name
  /// anywhere.
  static let sessionName = ValueKind(
    placeholder: "NAME",
    read: { text, option throws(UsageError) in
      guard SessionStore.isValidName(text) else {
        throw UsageError(
          "bad \(option) '\(text.visible)'; give a name of 1 to 40 lower-case letters, digits and dashes, like work or demo-2"
        )
      }
      return text
    }, describe: { $0 })

  /// Any text; `placeholder` names it in the synopsis (`KEYS`).
  static func text(_ placeholder: String) -> ValueKind {
    ValueKind(placeholder: placeholder, read: { text, _ in text }, describe: { $0 })
  }
}

extension ValueKind where Value == SplitView? {
  /// `1/2`, `1/3` or `2/3`, with `,leading` or `,trailing` (trailing unless told),
  /// or `off` for the whole display.
  static let splitView = ValueKind(
    placeholder: "W[,SIDE]", choices: { ["1/2", "1/3", "2/3", "W,leading", "W,trailing", "off"] },
    every: { [nil] + SplitView.allCases },
    read: { text, option throws(UsageError) in
      if text == "off" { return nil }
      guard let split = SplitView(argument: text) else {
        throw UsageError(
          "bad \(option) '\(text.visible)'; give 1/2, 1/3 or 2/3, optionally with ,leading or ,trailing (2/3,leading), or off"
        )
      }
      return split
    }, describe: { $0?.argument ?? "off" })
}

extension ValueKind where Value == TextSize {
  /// A Dynamic Type size by name: `x-small` … `large` … `accessibility-5`.
  static let textSize = named(
    "text size", placeholder: "SIZE", every: { TextSize.allCases }, describe: { $0.argument })
}

extension ValueKind where Value == LayoutDirection {
  /// `ltr` or `rtl`.
  static let direction = named(
    "direction", every: { LayoutDirection.allCases }, describe: { $0.rawValue })
}
