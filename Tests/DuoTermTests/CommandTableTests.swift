import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// The command table drives every help text: each command's `--help` lists every
/// option it takes, the top-level usage lists every command and the front's
/// options, and no option's name is written twice in the command line's sources.
@Suite("Command table")
struct CommandTableTests {
  static let commands = CommandTable.all.map { $0.displayName }
  static let sources = Repository.url("Sources/DuoTerm")

  static func spec(_ name: String) -> CommandSpec {
    CommandTable.all.first { $0.displayName == name }!
  }

  @Test("each command is found by the name its spec has, and no two share a name")
  func namesFindSpecs() {
    let names = CommandTable.commands.map { $0.name }
    #expect(Set(names).count == names.count)
    for command in CommandTable.commands {
      #expect(command.spec.name == command.name)
      if !command.name.isEmpty { #expect(CommandTable.named(command.name)?.name == command.name) }
    }
    #expect(CommandTable.named("") == nil)
    #expect(CommandTable.named("nonsense") == nil)
  }

  @Test(
    "each command's help names every option it takes, with its value and help line",
    arguments: commands)
  func helpListsEveryOption(name: String) {
    let spec = Self.spec(name)
    let help = HelpText.help(for: spec)
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.hasPrefix("usage: \(spec.invocation)"))
    for option in spec.visibleOptions {
      #expect(help.contains("  \(option.usage)"), "\(name): \(option.name)")
      #expect(words.contains(option.help), "\(name): the help line of \(option.name)")
      if let defaultText = option.defaultText() {
        #expect(words.contains("default: \(defaultText)"), "\(name): \(option.name)'s default")
      }
    }
    for option in spec.options where option.isHidden {
      #expect(!help.contains(option.name), "\(name) lists the hidden \(option.name)")
    }
    if let positional = spec.positional { #expect(help.contains(positional.name)) }
  }

  @Test("help lines fit 80 columns", arguments: commands)
  func helpFits(name: String) {
    let text = Self.spec(name).name.isEmpty ? HelpText.usage : HelpText.help(for: Self.spec(name))
    for line in text.split(separator: "\n") {
      #expect(TerminalWidth.of(line) <= HelpText.width, "\(name): \(line)")
    }
  }

  @Test("--help anywhere prints the command's help and exits 0", arguments: commands)
  func helpAnywhere(name: String) {
    let command = Self.spec(name).name.isEmpty ? [] : [name]
    #expect(CommandLineTool.run(command + [Options.help.name]) == 0)
    #expect(CommandLineTool.run(command + ["--bogus", Options.help.name]) == 0)
    #expect(CommandLineTool.run(command + [Options.pose.name, "nope", "-h"]) == 0)
  }

  @Test("the top-level usage lists every command people run and the front's options")
  func usageListsEveryCommand() {
    let usage = HelpText.usage
    for spec in CommandTable.visible {
      #expect(usage.contains("\(spec.invocation) [options]"), "\(spec.invocation)")
    }
    for spec in CommandTable.all where spec.isHidden {
      #expect(!usage.contains("duoterm \(spec.name) "), "the hidden \(spec.name) is listed")
    }
    for option in InteractiveCommand.spec.visibleOptions {
      #expect(usage.contains("  \(option.usage)"), "\(option.name)")
    }
    #expect(usage.contains(Options.fresh.name))
    for binding in Keymap.standard.bindings { #expect(usage.contains(binding.keyLabels)) }
  }

  @Test("duoterm help COMMAND is that command's help; help alone is the usage")
  func helpCommand() {
    #expect(CommandLineTool.run(["help"]) == 0)
    #expect(CommandLineTool.run(["help", "render"]) == 0)
    #expect(CommandLineTool.run(["help", "nope"]) == 2)
  }

  @Test("every command has a summary, and no two share a name")
  func entries() {
    #expect(Set(Self.commands).count == Self.commands.count)
    for spec in CommandTable.all {
      #expect(!spec.summary.isEmpty, "\(spec.displayName)")
      #expect(!spec.description.isEmpty, "\(spec.displayName)")
      let names = spec.options.map(\.name)
      #expect(Set(names).count == names.count, "\(spec.displayName) lists an option twice")
    }
  }

  /// How often each `--name` is written in the command line's sources, comments
  /// aside.
  static func optionNames() throws -> [String: Int] {
    var counts: [String: Int] = [:]
    let pattern = try Regex("--[a-z][a-z-]*")
    for folder in ["CLI", "Commands"] {
      let directory = Self.sources.appendingPathComponent(folder)
      for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n")
        where !line.drop(while: { $0 == " " }).hasPrefix("//") {
          for match in line.matches(of: pattern) {
            counts[String(line[match.range]), default: 0] += 1
          }
        }
      }
    }
    return counts
  }

  @Test("no option's name is written twice in the command line's sources")
  func optionNamesWrittenOnce() throws {
    let counts = try Self.optionNames()
    let names = Set(CommandTable.all.flatMap { $0.options.map(\.name) })
    #expect(names.count > 10)
    for name in names {
      #expect(counts[name] == 1, "\(name) is written \(counts[name] ?? 0) times")
    }
    for (name, count) in counts where !names.contains(name) {
      #expect(name == CommandLineTool.versionWord && count == 1, "\(name) × \(count)")
    }
  }

  @Test(
    "--device is taken by the front and every command that draws or lays out",
    arguments: ["duoterm", "render", "env", "tree", "play", "audit", "matrix", "demo"])
  func deviceOnEveryDrawingCommand(name: String) throws {
    let spec = Self.spec(name)
    let keys = spec.option(named: Options.keys.name) == nil ? [] : [Options.keys.name, "Up"]
    let args = try ParsedArguments([Options.device.name, "iphone-duo"] + keys, for: spec)
    #expect(args[HeadlessState.device] == .iPhoneDuo)
    #expect(args[Options.device] == .iPhoneDuo)
    #expect {
      try ParsedArguments([Options.device.name, "nope"] + keys, for: spec)
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix("unknown device 'nope'; devices: iphone-duo")
        == true
    }
  }
}
