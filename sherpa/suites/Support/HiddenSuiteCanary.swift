import Foundation
import Testing

/// An expectation that must fail in every run of a hidden suite. sherpa leaves it out of every report
/// and distrusts a run in which it passed: code that made it pass (by taking the place of Testing's
/// checks, say) would make every other expectation pass too.
@Suite struct HiddenSuiteCanary {
    @Test("sherpa canary: an expectation that must fail", .receipted)
    func mustFail() {
        // Read at run time, so nothing can decide the comparison before the test runs.
        let processes = ProcessInfo.processInfo.processIdentifier
        #expect(processes < 0, "The canary fails in every run; sherpa leaves it out of the report.")
    }
}
