/// Something a person does to the phone. Each maps to one key in the keymap.
public enum DeviceAction: String, CaseIterable, Hashable, Sendable, Codable {
  /// Unfold a closed phone flat, or close an open one.
  case toggleOpen
  /// Partly fold held wide (book), or flatten a book.
  case toggleBook
  /// Partly fold held tall (tabletop), or flatten a tabletop.
  case toggleTabletop
  /// A quarter turn: width and height swap.
  case rotate
  /// Close the hinge by one step (15°).
  case hingeDown
  /// Open the hinge by one step (15°).
  case hingeUp
}
