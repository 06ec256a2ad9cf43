extension SharedScreenModel {
  /// The model with everything in range, for one read back from a file (a saved
  /// session). A game that was running comes back paused — nobody is ready the
  /// moment the app starts — and the clock starts over, so nothing armed or
  /// flashing carries over from another run's clock.
  public func repaired() -> SharedScreenModel {
    var model = self
    model.fourInARow = fourInARow.repaired()
    model.pong = pong.repaired()
    model.clock = nil
    model.leave.disarm()
    model.flashUntil = SeatPair(nil)
    model.rematchVotes = model.isGameOver ? rematchVotes : []
    if model.playing == nil {
      model.gate = SeatGate()
    } else if !model.isGameOver {
      model.gate.isPaused = model.playing == .pong || model.gate.isPaused
    }
    return model
  }
}
