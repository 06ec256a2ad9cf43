extension AppModels {
  /// The tree of `pattern` for `env`: a pure function of the model and the environment.
  public func layout(_ pattern: PatternID, in env: LayoutEnvironment) -> LayoutNode {
    switch pattern {
    case .listDetail: ListDetailPattern.layout(listDetail, in: env)
    case .twoPage: TwoPagePattern.layout(twoPage, in: env)
    case .feed: FeedPattern.layout(feed, in: env)
    case .sharedSplit: SharedSplitPattern.layout(shared, in: env)
    case .inspector: InspectorPattern.layout(in: env)
    }
  }

  /// Gives `key` to `pattern`; returns false when the pattern has no use for it.
  public mutating func handle(_ key: Key, for pattern: PatternID, in env: LayoutEnvironment) -> Bool
  {
    switch pattern {
    case .listDetail: ListDetailPattern.handle(key, &listDetail, in: env)
    case .twoPage: TwoPagePattern.handle(key, &twoPage, in: env)
    case .feed: FeedPattern.handle(key, &feed, in: env)
    case .sharedSplit: SharedSplitPattern.handle(key, &shared, in: env)
    case .inspector: false
    }
  }

  /// True while `pattern` has a text field with focus: printable keys are text then.
  public func isTyping(in pattern: PatternID) -> Bool {
    switch pattern {
    case .listDetail: ListDetailPattern.isTyping(listDetail)
    case .twoPage: TwoPagePattern.isTyping(twoPage)
    case .feed: FeedPattern.isTyping(feed)
    case .sharedSplit: SharedSplitPattern.isTyping(shared)
    case .inspector: false
    }
  }

  /// The pattern's own keys, for the help overlay: (keys, what they do).
  public static func keys(for pattern: PatternID) -> [(keys: String, summary: String)] {
    switch pattern {
    case .listDetail:
      ListDetailPattern.keyHelp + [("text", "while the draft has focus: typed into it")]
    case .twoPage: TwoPagePattern.keyHelp
    case .feed: FeedPattern.keyHelp
    case .sharedSplit: SharedSplitPattern.keyHelp
    case .inspector: []
    }
  }

  /// Moves `pattern`'s model on to `now`. Only the pattern on screen runs: one
  /// that is not shown stands still, as an app in the background would.
  public mutating func tick(_ pattern: PatternID, at now: Double) {
    switch pattern {
    case .listDetail: ListDetailPattern.tick(&listDetail, at: now)
    case .twoPage: TwoPagePattern.tick(&twoPage, at: now)
    case .feed: FeedPattern.tick(&feed, at: now)
    case .sharedSplit: SharedSplitPattern.tick(&shared, at: now)
    case .inspector: break
    }
  }

  /// When `pattern`'s model next needs a tick, or nil while it is still.
  public func nextDeadline(_ pattern: PatternID) -> Double? {
    switch pattern {
    case .listDetail: ListDetailPattern.nextDeadline(listDetail)
    case .twoPage: TwoPagePattern.nextDeadline(twoPage)
    case .feed: FeedPattern.nextDeadline(feed)
    case .sharedSplit: SharedSplitPattern.nextDeadline(shared)
    case .inspector: nil
    }
  }

  /// The model of `pattern` as `name: value` lines.
  public func describe(_ pattern: PatternID) -> [(name: String, value: String)] {
    switch pattern {
    case .listDetail: ListDetailPattern.describe(listDetail)
    case .twoPage: TwoPagePattern.describe(twoPage)
    case .feed: FeedPattern.describe(feed)
    case .sharedSplit: SharedSplitPattern.describe(shared)
    case .inspector: []
    }
  }
}
