/// The result of one event: the next state and the effects it asks the front for.
public struct Update: Hashable, Sendable {
  public var state: EmulatorState
  public var effects: [Effect]

  public init(state: EmulatorState, effects: [Effect] = []) {
    self.state = state
    self.effects = effects
  }
}
