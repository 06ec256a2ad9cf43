import DuoLayoutCore
import Glibc

/// `duoterm share`: two people, two terminals, one phone. This terminal is the
/// host: it runs the two-player screen, this keyboard is the first seat's, and
/// every device and pose key works here. A second player joins from another
/// terminal (here, or over SSH) with `duoterm join`, which draws the same phone
/// at its own size and sends only the second seat's keys (`SeatConfinement`).
/// The two speak DuoTerm's own protocol (`ShareWire`) over a Unix socket only
/// this user can reach (`ShareSocket`).
enum ShareCommand: Command {
  static let name = "share"
  /// `--device` as text: a profile file's text is sent to a guest that lacks it.
  static let device = Option(
    Options.device.name, .text("NAME|FILE.json"),
    help: Options.device.spec.help + " (default: \(DeviceProfile.iPhoneDuoName))")
  static let socket = Option(
    "--socket", .text("PATH"),
    help:
      "the socket to listen on; it must not exist yet (default: share.sock in "
      + "$XDG_RUNTIME_DIR/duoterm, else in /tmp/duoterm-USER)")

  /// What the two seats share: the two-player games, or a two-seat app file.
  static let pattern = Option(
    Options.pattern.name, .text("shared-split|APP.json"),
    help:
      "the two-player screen (default), or an app file with two seats (\"root\": \"seats\", "
      + "as Examples/apps/shopping.json)")

  static let spec = CommandSpec(
    name, summary: "hosts the two-player screen here; a second player joins with duoterm join",
    options: [socket, device, pattern, Options.noMouse, ColorChoice.option],
    description: """
      Runs the two-player screen in this terminal, with this keyboard as the first \
      seat's (W A S D and the arrows alike, Space and Enter alike), and listens on a \
      socket only you can reach. Until player two joins, the status line and the \
      band under the phone show the command to join: duoterm join 'PATH' in \
      another terminal here, or ssh -t HOST duoterm join 'PATH' from another \
      machine. Each terminal draws the phone at its own size. Player two plays the \
      second seat and nothing else: the device, the pose, the patterns, \
      screenshots, recording and quitting stay here. F10 ends the game for both; \
      the game is kept in the session named share. README, "Two players on two \
      machines", says how to give a second player an SSH key that can only join. \
      With \(pattern.name) APP.json the phone shows an app file with two seats instead, \
      one half each: player two's keys and clicks act in the second half only.
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    // What to share is checked before the terminal: a wrong file is a usage error.
    let app = try sharedApp(args[pattern])
    if let problem = CursesTerminal.check() {
      printError(problem.description)
      return 2
    }
    var state = EmulatorState(pattern: SharedSplitPattern.id)
    var given: (profile: DeviceProfile, file: String?)? = nil
    if let text = args[device] {
      let profile = try DeviceLibrary.resolve(text)
      given = (profile, text.hasSuffix(".json") || text.contains("/") ? fileText(text) : nil)
    }
    let path: String
    if let given = args[socket] {
      path = given
    } else {
      path = try ShareSocket.defaultPath(creating: true)
    }
    let host = try ShareHost(path: path)
    host.profileFile = { profile in
      if let given, given.profile.id == profile.id, let file = given.file { return file }
      return DeviceLibrary.ownProfiles().first { $0.profile?.id == profile.id }
        .flatMap { fileText($0.path) }
    }
    // The shared game is kept apart from the person's own session.
    var warnings: [String] = []
    let plan = XDGDirectories.state().map {
      SessionPlan.choose(
        directory: $0,
        // An app's game is its own too: share-shopping-HASH.
        requested: app.flatMap(InteractiveCommand.sessionName(for:)).map {
          "\(name)-\($0.dropFirst("screen-".count))"
        } ?? name)
    }
    if let loaded = plan?.load(fresh: false) {
      if let session = loaded.session {
        state = session.restore(into: state, devices: DeviceLibrary.registry())
      }
      if let warning = loaded.warning { warnings.append(warning) }
    }
    warnings += plan?.notices ?? []
    var config = ConfigStore.standard()
    let loaded = config?.load()
    if let warning = loaded?.warning { warnings.append(warning) }
    state = state.launched(
      Launch(
        settings: loaded?.settings, profile: given?.profile,
        pattern: app == nil ? SharedSplitPattern.id : nil, screen: app))
    let join = "duoterm join " + ShareSocket.quoted(path)
    let invitation = (
      status: "player two joins with: \(join)",
      band: "Player two joins from another terminal with:  \(join)    "
        + "or from another machine:  ssh -t \(hostName()) \(join)"
    )
    return TerminalRun.run(
      state, session: plan, settings: config, warnings: warnings,
      colours: args[ColorChoice.option].isOn(), mouse: !args[Options.noMouse],
      watching: app?.file, share: host, invitation: invitation)
  }

  /// The app file `--pattern` names, read and checked to have two seats; nil for
  /// the two-player screen. Exit 2 for another pattern or an app with one seat.
  static func sharedApp(_ given: String?) throws(UsageError) -> ScreenFile? {
    guard let given, given != SharedSplitPattern.id.argument else { return nil }
    guard given.hasSuffix(".json") || given.contains("/") else {
      throw UsageError(
        "share hosts shared-split or an app file with two seats, not '\(given.visible)' — give \(pattern.name) shared-split or \(pattern.name) APP.json"
      )
    }
    let screen = try ValueKind<ScreenFile>.screen.read(given)
    guard screen.app?.isSeated == true else {
      throw UsageError(
        "\(given.visible): \(screen.app == nil ? "not an app file" : "this app has one seat") — give it two: \"root\": \"seats\" (as Examples/apps/shopping.json)"
      )
    }
    return screen
  }

  /// The text of the profile file at `path`, for a guest that does not have it.
  private static func fileText(_ path: String) -> String? {
    guard case .read(let bytes) = AtomicFile.read(path) else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hostName() -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let status = buffer.withUnsafeMutableBytes { raw in
      gethostname(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count - 1)
    }
    let name = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    guard status == 0, !name.isEmpty else { return "HOST" }
    let plain = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._".contains($0)) }
    return plain ? name : ShareSocket.quoted(name)
  }
}
