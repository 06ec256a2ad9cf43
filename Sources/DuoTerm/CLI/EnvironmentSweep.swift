import DuoLayoutCore

/// The environments a command sweeps (`audit`, `matrix`): `--split`, `--text-size`
/// and `--direction`, each given any number of times or as `all`, and every
/// combination of what was given. Given none, the one default environment.
///
/// ```swift
/// // audit --text-size all --direction rtl: 12 environments, each right to left
/// EnvironmentSweep.environments(args)
/// ```
enum EnvironmentSweep {
  static let splits = Options.split.help("the Split Views (off: the whole display)")
    .repeatingOrAll(defaults: [nil])
  static let textSizes = Options.textSize.help("the text sizes").repeatingOrAll(
    defaults: [.standard])
  static let directions = Options.direction.help("the layout directions")
    .repeatingOrAll(defaults: [.leftToRight])

  static let options: [any CommandOption] = [splits, textSizes, directions]

  /// Every combination asked for; with `all`, every one there is.
  static func environments(_ args: ParsedArguments, all: Bool = false) -> [EnvironmentOptions] {
    EnvironmentOptions.combinations(
      splits: all && !args.gave(splits) ? splits.option.kind.every() : args[splits],
      textSizes: all && !args.gave(textSizes) ? textSizes.option.kind.every() : args[textSizes],
      directions: all && !args.gave(directions) ? directions.option.kind.every() : args[directions])
  }
}
