/// One model per pattern, held by the emulator state above every layout, so no
/// fold, rotation or pattern switch can lose what is in them. A pattern that has
/// never been used has its fresh model; only models that differ from fresh are
/// stored, so two `AppModels` are equal when every pattern's model is.
///
/// ```swift
/// var models = AppModels()
/// models[FeedPattern.self].selection = 150
/// models[FeedPattern.self].selection   // 150
/// models[TwoPagePattern.self]          // a fresh TwoPageModel
/// ```
public struct AppModels: Hashable, Sendable {
  private var storage: [PatternID: ModelBox] = [:]

  public init() {}

  /// The model of `pattern`: its fresh model until something changes it.
  public subscript<P: Pattern>(pattern: P.Type) -> P.Model {
    get { storage[P.id]?.value as? P.Model ?? P.Model() }
    set { storage[P.id] = newValue == P.Model() ? nil : ModelBox(newValue) }
  }

  /// The names of the patterns whose model is not fresh.
  public var changedPatterns: [PatternID] { Array(storage.keys) }
}

/// A model of any pattern, compared and hashed as itself. Only `PatternModel`s
/// (which are `Sendable`) go in, so the box is safe to send.
private struct ModelBox: Hashable, @unchecked Sendable {
  let boxed: AnyHashable

  init<M: PatternModel>(_ model: M) {
    boxed = AnyHashable(model)
  }

  var value: Any { boxed.base }
}
