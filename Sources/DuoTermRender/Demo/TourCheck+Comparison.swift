import DuoLayoutCore

extension TourCheck {
  /// Checks `script` on each phone of a comparison (`demo --check --compare A,B`):
  /// each phone plays the tour in its part of `terminal`, at one scale with the
  /// others, and a failure names the phone it failed on, since an expectation may
  /// hold on one device and not on another. A pose is expected as the tour's own
  /// device's pose becomes on each phone (`TourCheck.pose(_:of:on:)`).
  ///
  /// ```swift
  /// let checks = TourCheck.run(script, comparing: [.iPhoneDuo, pixel], from: start, in: size)
  /// checks[1].failure?.description  // "t.tour:6: on Pixel 9 Pro Fold, expected pose book — saw open"
  /// ```
  public static func run(
    _ script: DemoScript, comparing profiles: [DeviceProfile], from start: EmulatorState,
    in terminal: TerminalSize, file: String? = nil
  ) -> [TourCheck] {
    script.startStates(comparing: profiles, from: start, in: terminal).map { phone in
      var check = run(script, from: phone, file: file, reference: start.profile)
      check.failure?.phone = phone.profile.name
      return check
    }
  }
}
