import Foundation
import SherpaCore

/// The hidden suites' canary (`sherpa/suites/Support/HiddenSuiteCanary.swift`): one expectation that
/// must fail in every run. It never reaches a report; a run in which it passed is not trusted, since
/// whatever made it pass would make every expectation pass.
enum HiddenSuiteCanary {
    /// The file that declares it, as the event stream and the inventory locate it.
    static let fileName = "HiddenSuiteCanary.swift"
    /// Its display name, as its outcome carries it.
    static let testName = "sherpa canary: an expectation that must fail"

    /// Takes the canary out of a suite run's results, and marks the run untrusted when it passed.
    static func settle(_ result: inout TestExecution.Result) {
        let canary = result.outcomes.first { $0.origin == .suite && $0.name == testName }
        result.outcomes.removeAll { $0.origin == .suite && $0.name == testName }
        result.declared.removeAll { $0.fileID.hasSuffix("/" + fileName) }
        if canary?.status == .pass, result.untrusted == nil {
            result.untrusted = "the suite's canary, an expectation written to fail in every run, passed, so something in the hand-in changed what the suite's checks do"
        }
    }
}
