import DuoTermRender

/// The tours `duoterm demo --check` played, as JUnit XML: one `testsuite`, one
/// `testcase` a tour, a `failure` for its first failed expectation with the frame.
///
/// ```xml
/// <testsuites name="duoterm tours" tests="2" failures="1" errors="0">
///   <testsuite name="tours" tests="2" failures="1" errors="0" skipped="0">
///     <testcase name="Demos/feed-fold.tour" classname="duoterm.tour" time="0"/>
///     <testcase name="my.tour" classname="duoterm.tour" time="0">
///       <failure type="expectation" message="my.tour:12: expected pose book — saw open">…</failure>
/// ```
enum TourCheckReport {
  static func junit(_ results: [(file: String, check: TourCheck)]) -> String {
    let failures = results.filter { $0.check.failure != nil }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="duoterm tours" tests="\#(results.count)" failures="\#(failures)" errors="0" time="0">"#,
      #"  <testsuite name="tours" tests="\#(results.count)" failures="\#(failures)" errors="0" skipped="0" time="0">"#,
    ]
    for (file, check) in results {
      let opening = #"    <testcase name="\#(file.xmlEscaped)" classname="duoterm.tour" time="0""#
      guard let failure = check.failure else {
        lines.append(opening + "/>")
        continue
      }
      lines.append(opening + ">")
      lines.append(
        #"      <failure type="expectation" message="\#(failure.description.xmlEscaped)">\#((failure.description + "\n" + failure.frame).xmlEscaped)</failure>"#
      )
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.map { $0 + "\n" }.joined()
  }
}
