/// One screen the audit checks: a subject (a pattern, or later a screen file) on
/// one of its screens, on a device, in a pose, in an environment (today the
/// terminal size, which sets the scale). The unit of reports (a JUnit test case)
/// and of sharding (`AuditShard`).
///
/// ```swift
/// let unit = AuditUnit(subject: "feed", screen: "feed", device: "iphone-duo",
///   pose: .book, environment: "200x50")
/// unit.key  // "feed/feed/iphone-duo/book/200x50"
/// ```
public struct AuditUnit: Hashable, Sendable {
  /// The pattern's argument (`list-detail`), or a screen file's path.
  public var subject: String
  /// The subject's screen (`AuditScreen.name`: `list`, `reply`, `menu`).
  public var screen: String
  /// The device profile's ID.
  public var device: String
  /// The pose the phone is in.
  public var pose: Pose
  /// The environment's name: today the terminal size (`200x50`).
  public var environment: String

  public init(subject: String, screen: String, device: String, pose: Pose, environment: String) {
    self.subject = subject
    self.screen = screen
    self.device = device
    self.pose = pose
    self.environment = environment
  }

  /// The unit's name, the same on every machine and run: what a shard hashes.
  public var key: String { "\(subject)/\(screen)/\(device)/\(pose.argument)/\(environment)" }

  /// The key without the pose: the poses of one screen are checked together (a
  /// rule compares them), so they go to one shard.
  public var groupKey: String { "\(subject)/\(screen)/\(device)/\(environment)" }
}
