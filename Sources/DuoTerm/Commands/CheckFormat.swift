/// How `duoterm demo --check` reports: a line a tour for a person (`text`), or
/// JUnit XML for a CI's test report (`junit`, one test case a tour).
enum CheckFormat: String, CaseIterable, Sendable {
  case text, junit
}
