import DuoLayoutCore

/// One of the other phones of a comparison (`duoterm --compare A,B`): its state
/// and the session it is saved to, a file of its own for its device beside the
/// first phone's (`session-compare-pixel-9-pro-fold.json`), written as the first
/// phone's is: after a change has settled, atomically.
///
/// ```swift
/// let phone = ComparedPhone(state: first.on(pixel), session: plan)
/// ComparedPhone.sessionName(for: pixel, beside: nil)  // "compare-pixel-9-pro-fold"
/// ```
struct ComparedPhone {
  var state: EmulatorState
  let session: (any SessionStorage)?
  /// Why the last write of its session failed, if it did.
  var saveError: String? = nil

  init(state: EmulatorState, session: (any SessionStorage)? = nil) {
    self.session = session
    self.state = state
    if let session {
      // A session restored from a fallback is not in its file yet: nothing saved.
      self.state = state.launched(
        Launch(autosave: Autosave(saved: session.startedElsewhere ? nil : SessionSnapshot(state))))
    }
  }

  /// The name of the session a compared phone of `profile` keeps beside the
  /// session `first` (nil: the one session): `compare-DEVICE`, or
  /// `NAME-compare-DEVICE`, cut to the longest name a session can have; nil when
  /// no name can be made of it.
  static func sessionName(for profile: DeviceProfile, beside first: String?) -> String? {
    var name = String(
      ((first.map { "\($0)-" } ?? "") + "compare-" + ScreenID.derived(from: profile.id)).prefix(40))
    while name.last == "-" { name.removeLast() }
    return SessionStore.isValidName(name) ? name : nil
  }
}
