/// Whether what DuoTerm draws has colour (`--color`), as no-color.org asks: `auto`
/// has colour unless `NO_COLOR` is set to anything but nothing; `always` and
/// `never` say so whatever it is. With no colour, bold, dim, reverse and underline
/// still tell lit from dark, the active fold, the selection and whose turn it is
/// (`Style.monochrome`).
///
/// ```swift
/// ColorChoice.auto.isOn(noColor: "1")  // false
/// ColorChoice.always.isOn(noColor: "1")  // true
/// ```
enum ColorChoice: String, CaseIterable, Sendable {
  case auto
  case always
  case never

  /// `--color`, `auto` when not given.
  static let option = Options.color.defaulting(.auto)

  /// True when colour is on in a process whose `NO_COLOR` is `noColor`.
  func isOn(noColor: String? = ProcessEnvironment["NO_COLOR"]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: (noColor ?? "").isEmpty
    }
  }
}
