/// The K-th of N parts of an audit (`--shard K/N`), so a CI's job matrix spreads a
/// large audit over machines. A unit belongs to the shard its group's FNV-1a hash
/// picks (`AuditUnit.groupKey`: the unit without its pose, since the rules that
/// compare poses need every pose of a screen laid out together): stable across
/// runs, machines and Swift versions (Swift's own `Hasher` is seeded per process),
/// and unchanged for every other unit when one is added. The shards of one N are
/// disjoint and together hold every unit, and a shard lays out only what it owns.
///
/// ```swift
/// let shard = try AuditShard(argument: "2/3")
/// shard.contains(unit)  // true for about a third of the units
/// ```
public struct AuditShard: Hashable, Sendable {
  /// Which part, 1 for the first.
  public var index: Int
  /// How many parts.
  public var count: Int

  /// The whole audit: one part of one.
  public static let whole = AuditShard(uncheckedIndex: 1, count: 1)

  private init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `K/N` with 1 ≤ K ≤ N; nil otherwise.
  public init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, (1...count).contains(index)
    else { return nil }
    self.init(uncheckedIndex: index, count: count)
  }

  /// True when `unit` is audited in this shard.
  public func contains(_ unit: AuditUnit) -> Bool {
    Int(Self.hash(unit.groupKey) % UInt64(count)) == index - 1
  }

  /// FNV-1a, 64 bits, over the key's UTF-8 (`StableHash`).
  static func hash(_ key: String) -> UInt64 { StableHash.fnv1a(key) }

  /// `K/N`.
  public var argument: String { "\(index)/\(count)" }
}
