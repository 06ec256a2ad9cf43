extension JSONValue {
  /// This value with `defaults` filling what it lacks: objects merge field by field,
  /// all the way down (this value's fields win, with their positions; fields only
  /// `defaults` has are added after them); any other value replaces the default
  /// whole. For reading a file an older version wrote, before fields were added
  /// (see `JSONValueDecoder.decode(_:from:defaults:)`).
  ///
  /// ```swift
  /// let saved: JSONValue = ["motion": ["reduce": true]]
  /// let defaults: JSONValue = ["motion": ["reduce": false, "slow": false], "pattern": "feed"]
  /// saved.merged(onto: defaults)
  /// // {"motion":{"reduce":true,"slow":false},"pattern":"feed"}
  /// ```
  public func merged(onto defaults: JSONValue) -> JSONValue {
    guard case .object(let own) = kind, case .object(let base) = defaults.kind else { return self }
    var merged = JSONObject()
    for member in own.members {
      var member = member
      if let fallback = base[member.key] { member.value = member.value.merged(onto: fallback) }
      merged.insert(member)
    }
    for member in base.members where own[member.key] == nil {
      merged.insert(member)
    }
    return JSONValue(.object(merged), at: position)
  }
}
