extension ScreenFile {
  /// Which of `wanted` (node IDs) some layout of the screen has: on iPhone Duo in
  /// each pose, whole or in each Split View, at the standard text size and the
  /// largest, with its list in front and its detail pushed: where the audit looks.
  /// It stops as soon as every one is found, so a file naming nodes that exist
  /// (the usual case) is laid out once or twice.
  ///
  /// ```swift
  /// screen.laidOut(["list", "lsit"])  // ["list"]: no layout has "lsit"
  /// ```
  func laidOut(_ wanted: Set<String>) -> Set<String> {
    guard !wanted.isEmpty else { return [] }
    let profile = DeviceProfile.iPhoneDuo
    let options = EnvironmentOptions.combinations(
      splits: [nil] + SplitView.allCases, textSizes: [.standard, .accessibility5],
      directions: [.leftToRight])
    var found: Set<String> = []
    for pose in profile.supportedPoses {
      for option in options where option.splitView == nil || pose.display == .inner {
        let env = profile.environment(
          for: pose.deviceState(profile),
          textMetrics: TextMetrics.standard.raised(to: option.textSize), options: option)
        for pushed in [false, true] {
          var model = ScreenModel(screen: self)
          model.state.isDetailPushed = pushed
          for node in ScreenLayout.tree(model, in: env).allNodes where wanted.contains(node.id) {
            found.insert(node.id)
          }
          if found == wanted { return found }
        }
      }
    }
    return found
  }
}
