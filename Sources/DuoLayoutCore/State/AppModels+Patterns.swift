extension AppModels {
  /// The tree of `pattern` for `env`: a pure function of the model and the environment.
  public func layout(_ pattern: PatternID, in env: LayoutEnvironment) -> LayoutNode {
    switch pattern {
    case .inspector: InspectorPattern.layout(in: env)
    }
  }

  /// Gives `key` to `pattern`; returns false when the pattern has no use for it.
  public mutating func handle(_ key: Key, for pattern: PatternID, in env: LayoutEnvironment) -> Bool
  {
    switch pattern {
    case .inspector: false
    }
  }

  /// True while `pattern` has a text field with focus: printable keys are text then.
  public func isTyping(in pattern: PatternID) -> Bool {
    switch pattern {
    case .inspector: false
    }
  }

  /// The pattern's own keys, for the help overlay: (keys, what they do).
  public static func keys(for pattern: PatternID) -> [(keys: String, summary: String)] {
    switch pattern {
    case .inspector: []
    }
  }
}
