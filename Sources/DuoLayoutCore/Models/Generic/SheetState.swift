/// Whether a sheet is up, and which one, by ID (measured on the iPhone Duo simulator: a sheet
/// presented from a view a fold rebuilds closed; one driven by the model stayed). Kept above the layout, so a fold never closes a sheet
/// or opens a different one: the same sheet is drawn wherever the pose puts it,
/// and where the screen has room for what it holds beside the content, the same
/// state shows it there instead.
///
/// ```swift
/// var sheet = SheetState()
/// sheet.toggle("comments")
/// sheet.isShowing("comments")  // true
/// sheet.dismiss()
/// sheet.isShown                // false
/// ```
public struct SheetState: PatternModel {
  /// The sheet up, by ID; nil while none is.
  public var presented: String?

  public init() {}

  public init(presented: String?) {
    self.presented = presented
  }

  /// True while any sheet is up.
  public var isShown: Bool { presented != nil }

  /// True while the sheet `id` is up.
  public func isShowing(_ id: String) -> Bool { presented == id }

  /// Puts the sheet `id` up, in place of any other.
  public mutating func show(_ id: String) { presented = id }

  /// Takes whatever sheet is up down.
  public mutating func dismiss() { presented = nil }

  /// Puts `id` up, or takes it down when it is up already.
  public mutating func toggle(_ id: String) { presented = isShowing(id) ? nil : id }
}
