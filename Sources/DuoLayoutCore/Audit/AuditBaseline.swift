/// The findings a team has accepted for now (`--write-baseline FILE`), so the audit
/// fails only on new ones (`--baseline FILE`). A JSON file, sorted, one finding a
/// line, so a review's diff shows exactly which findings came and went
/// (`Schemas/audit-baseline.schema.json`):
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"rule":"touch-target-too-small","subject":"list-detail","screen":"reply","device":"iphone-duo","pose":"book","environment":"200x50","node":"detail.send"}
///   ]
/// }
/// ```
public struct AuditBaseline: Hashable, Sendable {
  /// The accepted findings.
  public var findings: Set<AuditFingerprint>

  public init(_ findings: some Sequence<AuditFingerprint>) {
    self.findings = Set(findings)
  }

  /// The file's text: sorted, one finding a line, ending with a line break.
  public var text: String {
    let lines = findings.sorted().map { fingerprint in
      let members = zip(AuditFingerprint.fieldNames, fingerprint.fields).map {
        JSONMember(key: $0.0, value: JSONValue(.string($0.1)))
      }
      return "    " + JSONWriter().write(JSONValue(.object(JSONObject(members))))
    }
    let body = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
    return "{\n  \"version\": 1,\n  \"findings\": \(body)\n}\n"
  }

  /// Reads a baseline; `file` names it in errors (`FILE:LINE: what — fix`).
  public init(parsing text: String, file: String) throws(AuditConfigError) {
    let root: JSONValue
    do {
      root = try JSONReader.parse(text)
    } catch {
      throw AuditConfigError(
        file: file, line: error.position.line,
        "\(error.message) — write the baseline again with --write-baseline")
    }
    guard root["version"]?.number?.double == 1, let entries = root["findings"]?.array else {
      throw AuditConfigError(
        file: file, line: root.position?.line ?? 1,
        "not an audit baseline (version 1 with a \"findings\" array) — write it with --write-baseline"
      )
    }
    var findings: [AuditFingerprint] = []
    for entry in entries {
      let fields = AuditFingerprint.fieldNames.map { entry[$0]?.string }
      guard entry.object?.count == fields.count, case let values = fields.compactMap(\.self),
        values.count == fields.count
      else {
        throw AuditConfigError(
          file: file, line: entry.position?.line ?? 1,
          "a finding needs exactly \(AuditFingerprint.fieldNames.joined(separator: ", ")) as strings — write the baseline again with --write-baseline"
        )
      }
      findings.append(
        AuditFingerprint(
          rule: values[0], subject: values[1], screen: values[2], device: values[3],
          pose: values[4], environment: values[5], node: values[6]))
    }
    self.init(findings)
  }
}
