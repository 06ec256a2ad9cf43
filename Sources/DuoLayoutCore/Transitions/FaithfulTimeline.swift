/// The measured order of a change of pose (measured on the iPhone Duo simulator,
/// Xcode 27.1: what each change hands an app), as steps in time, so a designer sees the in-between layouts:
///
/// - Close: the size class turns compact 25–70 ms before the new size arrives.
/// - Open: a full-width view goes 382 → 466 → 951 → 867 pt within about 250 ms, as
///   the safe-area insets come and go around the resize; from closed portrait the
///   size class turns regular with the new size, from closed sideways ~16 ms before.
/// - Folding: the hinge reports partly open 0.7–0.9 s before the fold region turns
///   active.
/// - Flattening and rotating: the new environment at once (rotation glides 0.3 s).
///
/// ```swift
/// let steps = FaithfulTimeline.steps(from: closed, to: open, profile: .iPhoneDuo, metrics: m, at: 0)
/// steps.map(\.environment.safeBounds.width)  // [466, 951, 867]
/// ```
public enum FaithfulTimeline {
  /// The steps after the change at `now`, in time order. Empty when the change has
  /// no in-between (the new environment applies at once).
  public static func steps(
    from old: DeviceState, to new: DeviceState, profile: DeviceProfile,
    metrics: TextMetrics, options: EnvironmentOptions = EnvironmentOptions(), at now: Double
  ) -> [TimelineStep] {
    let timings = profile.timings
    let oldStatus = old.hingeStatus(profile)
    let newStatus = new.hingeStatus(profile)
    func env(_ display: Display, partlyOpen: Bool) -> LayoutEnvironment {
      profile.environment(
        display: display, isRotated: new.isRotated, partlyOpen: partlyOpen, textMetrics: metrics,
        options: options)
    }
    let final = profile.environment(for: new, textMetrics: metrics, options: options)
    let finalDisplay = new.litDisplay(profile)
    var steps: [TimelineStep] = []

    if oldStatus != .closed && newStatus == .closed {
      // Close: compact first, on the old window; then the new size.
      var early = profile.environment(
        display: .inner, isRotated: old.isRotated, partlyOpen: false, textMetrics: metrics,
        options: options)
      early.horizontalSizeClass = final.horizontalSizeClass
      early.verticalSizeClass = final.verticalSizeClass
      steps.append(
        TimelineStep(time: now, environment: early, display: .inner, label: "size class first"))
      steps.append(
        TimelineStep(
          time: now + timings.closeSizeClassLead.value, environment: final, display: finalDisplay,
          label: "new size"))
      return steps
    }

    if oldStatus == .closed && newStatus != .closed {
      // Open: the old window without its insets, then the new window without
      // insets, then the insets.
      let closed = profile.environment(
        display: .outer, isRotated: old.isRotated, partlyOpen: false, textMetrics: metrics,
        options: options)
      var bare = closed
      bare.safeAreaInsets = .zero
      bare.regions = env(.inner, partlyOpen: false).regions.filter {
        $0.frame.intersects(bare.bounds)
      }
      // The in-between updates at the profile's times; with fewer times, the later
      // updates come with the last one; with none, the new size comes at once.
      let times = timings.openWidthSteps.value
      guard let last = times.last else { return [] }
      func time(_ index: Int) -> Double { now + (index < times.count ? times[index] : last) }
      steps.append(
        TimelineStep(time: time(0), environment: bare, display: .inner, label: "insets gone"))
      if old.isRotated {
        var early = bare
        early.horizontalSizeClass = final.horizontalSizeClass
        early.verticalSizeClass = final.verticalSizeClass
        steps.append(
          TimelineStep(
            time: time(1) - timings.openSidewaysSizeClassLead.value, environment: early,
            display: .inner,
            label: "size class first"))
      }
      var wide = env(.inner, partlyOpen: false)
      wide.safeAreaInsets = .zero
      steps.append(
        TimelineStep(time: time(1), environment: wide, display: .inner, label: "new size"))
      var settled = env(.inner, partlyOpen: false)
      let insetsTime = time(2)
      if newStatus == .partlyOpen {
        steps.append(
          TimelineStep(
            time: insetsTime, environment: settled, display: .inner, label: "insets back"))
        settled = final
        steps.append(
          TimelineStep(
            time: now + timings.foldRegionDelay.value, environment: settled, display: .inner,
            label: "fold active"))
      } else {
        steps.append(
          TimelineStep(
            time: insetsTime, environment: final, display: finalDisplay, label: "insets back"))
      }
      return steps
    }

    let foldWasActive =
      profile.environment(for: old, textMetrics: metrics, options: options).reservedRegions(
        .division
      ).isEmpty
      == false
    if newStatus == .partlyOpen && !foldWasActive {
      // Folding: the hinge says partly open now; the region turns active later.
      steps.append(
        TimelineStep(
          time: now, environment: env(.inner, partlyOpen: false), display: .inner,
          label: "hinge first"))
      steps.append(
        TimelineStep(
          time: now + timings.foldRegionDelay.value, environment: final, display: .inner,
          label: "fold active"))
    }
    return steps
  }
}
